// @ts-check
/**
 * Security headers on every response: pages, API routes, static files and Next's own assets (next.config.js `headers()`, which also applies
 * them to responses the proxy does not see). Pages get their CSP from proxy.ts. CommonJS because next.config.js loads it before TypeScript
 * is compiled. Build-time like every NEXT_PUBLIC_ value: HSTS follows NEXT_PUBLIC_SITE_URL.
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
 * The CSP of every response the proxy does not give its own nonce-based one (API routes, public and static files, and any page path the
 * proxy's matcher might miss): no inline script or style at all. The proxy's header replaces it on pages (Next applies config headers
 * first, then the proxy's). Without it, a 404 page outside the proxy would go out with no CSP.
 */
const BASELINE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * @param {{ siteUrl?: string }} options
 * @returns {{ key: string, value: string }[]}
 */
function securityHeaders({ siteUrl = 'http://localhost:3000' } = {}) {
  const headers = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    // No other site's window keeps a handle on ours (or ours on theirs) across a navigation.
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    // Lower case, as the proxy sends it: one entry per name, the proxy's replaces this one on pages.
    { key: 'content-security-policy', value: BASELINE_CSP },
  ];
  // Browsers ignore HSTS over plain http; sending it only for an https site keeps local http development unaffected.
  if (siteUrl.startsWith('https:')) headers.push({ key: 'Strict-Transport-Security', value: HSTS });
  return headers;
}

module.exports = { securityHeaders };
