// @ts-check
/**
 * Security headers on every response: pages, API routes, static files and
 * Next's own assets (next.config.js `headers()`, which also applies them to
 * responses the proxy does not see). Pages get their CSP from proxy.ts.
 * CommonJS because next.config.js loads it before TypeScript is compiled.
 * Build-time like every NEXT_PUBLIC_ value: HSTS follows NEXT_PUBLIC_SITE_URL.
 */

/** Features a shop never uses are off for every origin; payment only for our own pages (the embedded checkout). */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self)',
  'usb=()',
].join(', ');

/** One year; subdomains and preload are the operator's decision (they bind every host of the domain). */
const HSTS = 'max-age=31536000';

/**
 * @param {{ siteUrl?: string }} options
 * @returns {{ key: string, value: string }[]}
 */
function securityHeaders({ siteUrl = 'http://localhost:3000' } = {}) {
  const headers = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
  ];
  // Browsers ignore HSTS over plain http; sending it only for an https site keeps local http development unaffected.
  if (siteUrl.startsWith('https:')) headers.push({ key: 'Strict-Transport-Security', value: HSTS });
  return headers;
}

module.exports = { securityHeaders, PERMISSIONS_POLICY, HSTS };
