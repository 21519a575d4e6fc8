/** Sets a fresh CSP nonce on every page request (Next 16 "proxy", formerly middleware). */
import { NextResponse, type NextRequest } from 'next/server';
import { NONCE_HEADER, buildCsp } from './lib/csp';

export function proxy(request: NextRequest) {
  const nonce = btoa(crypto.randomUUID());
  const csp = buildCsp({
    nonce,
    dev: process.env.NODE_ENV === 'development',
    // IMAGE_HOSTS at run time wins over the build-time list, so one build can serve several environments.
    imageOrigins: (process.env.IMAGE_HOSTS || process.env.NEXT_PUBLIC_IMAGE_HOSTS || '').split(',').map((s) => s.trim()).filter(Boolean),
    upgradeInsecure: (process.env.NEXT_PUBLIC_SITE_URL ?? '').startsWith('https:'),
  });
  const headers = new Headers(request.headers);
  headers.set(NONCE_HEADER, nonce);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', csp);
  response.headers.set('X-Content-Type-Options', 'nosniff');
  response.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  return response;
}

export const config = {
  matcher: [
    {
      source: '/((?!api/|_next/static|_next/image|locales/|favicon|robots.txt|sitemap).*)',
      missing: [{ type: 'header', key: 'next-router-prefetch' }],
    },
  ],
};
