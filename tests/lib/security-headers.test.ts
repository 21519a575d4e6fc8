import { securityHeaders } from '@/lib/security-headers.js';

const byName = (siteUrl: string) => Object.fromEntries(securityHeaders({ siteUrl }).map((h) => [h.key, h.value]));

describe('security headers (next.config.js headers(), every path)', () => {
  it('sends nosniff, a referrer policy and a permissions policy on every site', () => {
    const headers = byName('http://localhost:3000');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toMatch(/camera=\(\)/);
    expect(headers['Permissions-Policy']).toMatch(/microphone=\(\)/);
    expect(headers['Permissions-Policy']).toMatch(/geolocation=\(\)/);
    expect(headers['Permissions-Policy']).toMatch(/payment=\(self\)/);
  });

  it('sends Cross-Origin-Opener-Policy and a baseline CSP without any inline script or style (the proxy replaces it on pages)', () => {
    const headers = byName('http://localhost:3000');
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(csp).toMatch(/(^|; )style-src 'self'(;|$)/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('sends Strict-Transport-Security only for an https site', () => {
    expect(byName('http://localhost:3000')['Strict-Transport-Security']).toBeUndefined();
    expect(byName('https://www.nordfynd.se')['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}/);
  });
});
