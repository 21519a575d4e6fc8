/** Sets a fresh CSP nonce on every page request (Next 16 "proxy", formerly middleware). */
import { NextResponse, type NextRequest } from 'next/server';
import { EDGE_NONCE_HEADER, NONCE_HEADER, buildCsp } from './lib/csp';

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

/**
 * The nonce of this response. Behind our edge (nginx, or a CDN that does the same) the request
 * carries the edge's secret placeholder: the page is rendered with it, and the edge writes a fresh
 * random nonce in its place in every response it sends, cached or not (docs/adr/0006). A client
 * cannot choose the nonce: the placeholder counts only when it equals EDGE_NONCE_TOKEN.
 */
function nonceFor(request: NextRequest): string {
  const edgeToken = process.env.EDGE_NONCE_TOKEN;
  const sent = request.headers.get(EDGE_NONCE_HEADER);
  if (edgeToken && edgeToken.length >= 24 && sent === edgeToken) return edgeToken;
  return btoa(crypto.randomUUID());
}

/** Pages answer only these; anything else (TRACE, PUT, a made-up verb…) is a 405 before Next renders, so nothing throws. */
const PAGE_METHODS = new Set(['GET', 'HEAD']);

export function proxy(request: NextRequest) {
  if (!PAGE_METHODS.has(request.method)) return new NextResponse(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
  const nonce = nonceFor(request);
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
  headers.delete(EDGE_NONCE_HEADER);
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
