/**
 * Build-time configuration the browser needs (Next inlines `NEXT_PUBLIC_*` at
 * build time), with its defaults written once. Server configuration is in
 * server/env.ts, which takes the same site-URL default from here.
 */
export const DEFAULT_SITE_URL = 'http://localhost:3000';

/** The site's origin without a trailing slash. */
export function publicSiteUrl(): string {
  return (process.env.NEXT_PUBLIC_SITE_URL || DEFAULT_SITE_URL).replace(/\/$/, '');
}

/** The environment name reported with browser logs and errors. */
export function publicAppEnv(): string {
  return process.env.NEXT_PUBLIC_APP_ENV ?? process.env.NODE_ENV ?? 'development';
}
