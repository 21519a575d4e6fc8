/** Sets a fresh CSP nonce on every page request (Next 16 "proxy", formerly middleware). */
import { NextResponse, type NextRequest } from 'next/server';
import { NONCE_HEADER, buildCsp } from './lib/csp';

/** Third-party origins the page may talk to, only for what is configured (build-time NEXT_PUBLIC_ values). */
function thirdPartyOrigins(): { connect: string[]; image: string[] } {
  const connect: string[] = [];
  const image: string[] = [];
  if (process.env.NEXT_PUBLIC_GTM_ID) {
    // The tag manager's own script is allowed by 'strict-dynamic' (next/script with the nonce); its beacons need these.
    connect.push('https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com');
    image.push('https://*.google-analytics.com', 'https://*.googletagmanager.com');
  }
  for (const url of [process.env.NEXT_PUBLIC_SENTRY_DSN, process.env.NEXT_PUBLIC_GROWTHBOOK_API_HOST]) {
    try {
      if (url) connect.push(new URL(url).origin);
    } catch {
      // A malformed value adds nothing.
    }
  }
  return { connect, image };
}

export function proxy(request: NextRequest) {
  const nonce = btoa(crypto.randomUUID());
  const origins = thirdPartyOrigins();
  const csp = buildCsp({
    nonce,
    dev: process.env.NODE_ENV === 'development',
    // IMAGE_HOSTS at run time wins over the build-time list, so one build can serve several environments.
    imageOrigins: [...(process.env.IMAGE_HOSTS || process.env.NEXT_PUBLIC_IMAGE_HOSTS || '').split(',').map((s) => s.trim()).filter(Boolean), ...origins.image],
    connectOrigins: origins.connect,
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
