/**
 * Build-time configuration the browser needs, with its defaults written once. Next inlines `process.env.NEXT_PUBLIC_*` only where read as
 * literal member expressions: read each exactly so, never through a variable (docs/configuration.md).
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

/** A development build (`next dev`): debug output, translations reloaded on every page. */
export function isDevelopment(): boolean {
  return process.env.NODE_ENV === 'development';
}

/** The market of en-US, which has none of its own (lib/locales.ts checks the value). */
export function publicMarket(): string | undefined {
  return process.env.NEXT_PUBLIC_MARKET;
}

/** Feature-flag defaults as "name=true,other=false" (lib/feature-flags.ts parses them). */
export function publicFeatureFlags(): string | undefined {
  return process.env.NEXT_PUBLIC_FEATURE_FLAGS;
}

/** The browser's error reporting (Sentry); empty: none is loaded. */
export function publicSentryDsn(): string {
  return process.env.NEXT_PUBLIC_SENTRY_DSN ?? '';
}

/** Remote feature-flag definitions in the browser (GrowthBook), used only when both are set. */
export function publicGrowthBook(): { apiHost: string; clientKey: string } {
  return { apiHost: process.env.NEXT_PUBLIC_GROWTHBOOK_API_HOST ?? '', clientKey: process.env.NEXT_PUBLIC_GROWTHBOOK_CLIENT_KEY ?? '' };
}

/** The tag manager's container id; empty: no tag manager. */
export function publicGtmId(): string {
  return process.env.NEXT_PUBLIC_GTM_ID ?? '';
}

/** The image origins of the build (IMAGE_HOSTS as next.config.js read it), comma-separated. */
export function publicImageHosts(): string {
  return process.env.NEXT_PUBLIC_IMAGE_HOSTS ?? '';
}
