/**
 * The page CSP (lib/csp.ts). Production's is strict: scripts and <style> elements only from our origin or
 * with the request's nonce. `next dev` adds only what React and hot reloading need ('unsafe-eval', ws:);
 * its injected styles carry the nonce (browser/dev-style-nonce.ts), so style-src is the same.
 */
import { buildCsp } from '@/lib/csp';

const options = {
  nonce: 'bm9uY2U',
  imageOrigins: ['http://127.0.0.1:4010'],
  connectOrigins: ['https://www.google-analytics.com'],
  upgradeInsecure: false,
};

describe('buildCsp', () => {
  it('production: nonce for scripts and styles, nothing inline but style attributes', () => {
    expect(buildCsp({ ...options, dev: false })).toBe(
      "default-src 'self'; script-src 'self' 'nonce-bm9uY2U' 'strict-dynamic'; style-src 'self' 'nonce-bm9uY2U'; " +
        "style-src-attr 'unsafe-inline'; img-src 'self' blob: data: http://127.0.0.1:4010; font-src 'self'; " +
        "connect-src 'self' https://www.google-analytics.com; frame-src 'self'; object-src 'none'; base-uri 'self'; " +
        "form-action 'self'; frame-ancestors 'none'",
    );
  });

  it('development: the same style-src; only eval for React and the hot-reload socket added', () => {
    expect(buildCsp({ ...options, dev: true })).toBe(
      "default-src 'self'; script-src 'self' 'nonce-bm9uY2U' 'strict-dynamic' 'unsafe-eval'; style-src 'self' 'nonce-bm9uY2U'; " +
        "style-src-attr 'unsafe-inline'; img-src 'self' blob: data: http://127.0.0.1:4010; font-src 'self'; " +
        "connect-src 'self' https://www.google-analytics.com ws: wss:; frame-src 'self'; object-src 'none'; base-uri 'self'; " +
        "form-action 'self'; frame-ancestors 'none'",
    );
  });

  it('over HTTPS: upgrade-insecure-requests last', () => {
    expect(
      buildCsp({ ...options, dev: false, upgradeInsecure: true }).endsWith("; frame-ancestors 'none'; upgrade-insecure-requests"),
    ).toBe(true);
  });
});
