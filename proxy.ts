/** Sets a fresh CSP nonce on every page request (Next 16 "proxy", formerly middleware). */
import { NextResponse, type NextRequest } from 'next/server';
import { COOKIES, cartCountText, isValidCookieValue, parseCookies, serializeCookie } from './lib/cookies';
import { EDGE_NONCE_HEADER, NONCE_HEADER, buildCsp } from './lib/csp';
import { resolveLocalizedPath } from './lib/routes/localized-routing';
import { isIgnoredParam, withoutIgnoredParams } from './lib/ignored-params';
import { PAGE_CACHE_KEY_HEADER, hasPersonalCookies, pageCache, pageCacheKey, withNonce, type CachedPage } from './lib/page-cache';
import { isDevelopment, publicGrowthBook, publicGtmId, publicImageHosts, publicSentryDsn } from './lib/public-env';
// The proxy runs in the Node runtime (Next 16), so it reads the run-time configuration as the pages do.
import { isHttpsSite, serverEnv } from './server/env';
import { CACHE_CONTROL } from './services/cache-table';

/** Third-party origins the page may talk to, only for what is configured (build-time NEXT_PUBLIC_ values). */
function thirdPartyOrigins(): { connect: string[]; image: string[] } {
  const connect: string[] = [];
  const image: string[] = [];
  if (publicGtmId()) {
    // The tag manager's own script is allowed by 'strict-dynamic' (next/script with the nonce); its beacons need these.
    connect.push('https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com');
    image.push('https://*.google-analytics.com', 'https://*.googletagmanager.com');
  }
  for (const url of [publicSentryDsn(), publicGrowthBook().apiHost]) {
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
export function pageNonce(edgeHeader: string | null | undefined, guarded?: { token: string | null; nonce: string | null }): string {
  // A nonce server/method-guard.ts already chose for this request (its response headers are set before Next runs).
  const processToken = guardToken();
  if (guarded?.token && guarded.nonce && guarded.token === processToken) return guarded.nonce;
  const edgeToken = serverEnv().EDGE_NONCE_TOKEN;
  if (edgeToken && edgeToken.length >= 24 && edgeHeader === edgeToken) return edgeToken;
  return btoa(crypto.randomUUID());
}

/** A random token of this process: marks a nonce server/method-guard.ts set on a request (a client cannot know it). */
export const GUARD_TOKEN_HEADER = 'x-nf-guard-token';
export function guardToken(): string {
  const processWide = globalThis as { nordfyndGuardToken?: string };
  processWide.nordfyndGuardToken ??= `${crypto.randomUUID()}${crypto.randomUUID()}`;
  return processWide.nordfyndGuardToken;
}

/** A page's CSP with this nonce (also server/method-guard.ts's, for the pages Next renders before the proxy). */
export function pageCsp(nonce: string): string {
  const origins = thirdPartyOrigins();
  return buildCsp({
    nonce,
    dev: isDevelopment(),
    // IMAGE_HOSTS at run time wins over the build-time list, so one build can serve several environments.
    imageOrigins: [
      ...(serverEnv().IMAGE_HOSTS || publicImageHosts())
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      ...origins.image,
    ],
    connectOrigins: origins.connect,
    upgradeInsecure: isHttpsSite(),
  });
}

/** Pages answer only these; anything else (TRACE, PUT, a made-up verb…) is a 405 before Next renders, so nothing throws. */
const PAGE_METHODS = new Set(['GET', 'HEAD']);

/**
 * The rendered-page cache key of a request that may be answered from it, else null: of the URL
 * without the parameters no page reads (`utm_*`, click ids), which the page is also rendered without.
 */
function pageCacheKeyOf(request: NextRequest, url: URL): string | null {
  if (request.method !== 'GET' || request.headers.has('x-nextjs-data') || request.nextUrl.pathname.startsWith('/_next/')) return null;
  if (hasPersonalCookies(request.headers.get('cookie'))) return null;
  return pageCacheKey(url, request.headers.get('cookie'));
}

/**
 * A page from the rendered-page cache, with this response's nonce. A first visit gets its
 * identity cookies here (as getServerSideProps would set them) and, like there, `private, no-cache`.
 */
function fromPageCache(request: NextRequest, page: CachedPage, nonce: string, csp: string): NextResponse {
  const headers = new Headers({ 'Content-Type': page.contentType, 'Cache-Control': page.cacheControl, 'X-Page-Cache': 'HIT' });
  const cookies = parseCookies(request.headers.get('cookie') ?? undefined);
  const secure = isHttpsSite();
  for (const key of ['userId', 'cartId'] as const) {
    const value = cookies[COOKIES[key].name];
    if (value && isValidCookieValue(key, value)) continue;
    headers.append('Set-Cookie', serializeCookie(COOKIES[key].name, crypto.randomUUID(), { days: COOKIES[key].days, secure }));
    headers.set('Cache-Control', CACHE_CONTROL.firstVisitPage);
  }
  // The shopper's cart count in the header (server/cart-count.ts); behind the edge its placeholder, which the edge fills.
  const cartCount = nonce === serverEnv().EDGE_NONCE_TOKEN ? nonce : cartCountText(cookies[COOKIES.cartCount.name]);
  const response = new NextResponse(withNonce(page, nonce, cartCount), { status: 200, headers });
  securityHeaders(response, csp);
  return response;
}

function securityHeaders(response: NextResponse, csp: string): void {
  response.headers.set('Content-Security-Policy', csp);
  // A page's HTML depends on the nf_consent cookie (the consent banner or not): a shared cache that does not key on
  // that cookie (nginx does: deploy/nginx) must not hand one visitor's variant to another.
  response.headers.set('Vary', 'Cookie');
  response.headers.set('X-Content-Type-Options', 'nosniff');
  response.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
}

/**
 * Where a localized path's page is, or where an unlocalized path redirects to: one table lookup
 * instead of 252 rewrite and redirect rules that Next matched in order, twice per request (docs/adr/0014).
 */
function localizedRoute(request: NextRequest): { url: NextRequest['nextUrl']; redirect: boolean } | null {
  const route = resolveLocalizedPath(request.nextUrl.pathname, request.nextUrl.locale);
  if (!route) return null;
  const url = request.nextUrl.clone();
  url.pathname = route.pathname;
  return { url, redirect: route.redirect };
}

export function proxy(request: NextRequest) {
  if (!PAGE_METHODS.has(request.method)) return new NextResponse(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
  const route = localizedRoute(request);
  if (route?.redirect) return NextResponse.redirect(route.url, 308);
  const nonce = pageNonce(request.headers.get(EDGE_NONCE_HEADER), {
    token: request.headers.get(GUARD_TOKEN_HEADER),
    nonce: request.headers.get(NONCE_HEADER),
  });
  const csp = pageCsp(nonce);
  const requested = new URL(request.url);
  // Campaign and click-id parameters (utm_*, gclid, …) change nothing on a page: rendered without them, one copy for all.
  const clean = withoutIgnoredParams(requested);
  const cacheKey = pageCacheKeyOf(request, clean ?? requested);
  const cached = cacheKey ? pageCache().get(cacheKey) : undefined;
  if (cached) return fromPageCache(request, cached, nonce, csp);
  const headers = new Headers(request.headers);
  headers.delete(EDGE_NONCE_HEADER);
  headers.delete(PAGE_CACHE_KEY_HEADER);
  headers.delete(GUARD_TOKEN_HEADER);
  headers.set(NONCE_HEADER, nonce);
  if (cacheKey) headers.set(PAGE_CACHE_KEY_HEADER, cacheKey);
  let target = route?.url;
  if (clean) {
    target ??= request.nextUrl.clone();
    for (const name of [...target.searchParams.keys()]) if (isIgnoredParam(name)) target.searchParams.delete(name);
  }
  const response = target ? NextResponse.rewrite(target, { request: { headers } }) : NextResponse.next({ request: { headers } });
  securityHeaders(response, csp);
  return response;
}

export const config = {
  // Every page request, prefetches of page data included: the proxy is also where localized paths find their page.
  // The exclusions are whole path prefixes or the one exact file (tests/server/proxy-matcher.test.ts): until
  // 2026-11-25 `favicon`, `robots.txt` and `sitemap` skipped any path that merely started with them, so
  // `/faviconx/` got a 404 page without a CSP until 2026-11-25. robots.txt and the sitemaps are pages and go through.
  // '/' is listed on its own: `next dev` (16.4) answered the locale roots with an empty 200 otherwise.
  matcher: ['/', '/((?!api/|_next/static/|_next/image|locales/|favicon\\.svg$).*)'],
};
