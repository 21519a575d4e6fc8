/**
 * proxy.ts picks every page's CSP nonce (docs/adr/0006-nonces-through-caches.md): random per
 * response, or the edge's secret placeholder when the request carries exactly that secret.
 * A client can never choose the nonce, by any header, on a render or a rendered-page cache hit.
 */
import { NextRequest } from 'next/server';
import { pageCache, pageCacheKey } from '@/lib/page-cache';
import { proxy } from '@/proxy';
import { resetServerEnv } from '@/server/env';

const EDGE_TOKEN = 'edge-secret-placeholder-0123456789abcdef';
const CHOSEN = 'attacker-chosen-nonce-AAAAAAAAAAAAAAAA';
/** A returning shopper with a consent choice (the page copy without the consent layer, docs/adr/0018-forms-first.md). */
const SHOPPER_COOKIES = 'nf_uid=0b7c9d2e-3f4a-4b5c-8d6e-7f8091a2b3c4; nf_consent=1.00000000000.0000';

function page(path: string, headers: Record<string, string> = {}) {
  const response = proxy(new NextRequest(new URL(path, 'http://127.0.0.1:3000'), { headers: { cookie: SHOPPER_COOKIES, ...headers } }));
  const csp = response.headers.get('content-security-policy') ?? '';
  const nonces = [...csp.matchAll(/'nonce-([^']+)'/g)].map((m) => m[1]);
  return { response, csp, nonces, nonce: nonces[0] ?? '' };
}

/** The x-nonce request header proxy.ts hands to the renderer (Next passes overrides as x-middleware-request-*). */
const forwardedNonce = (response: Response) => response.headers.get('x-middleware-request-x-nonce');

/** Every header a client could use to slip its own nonce in. */
const attempts: [string, Record<string, string>][] = [
  ['the edge header with its own value', { 'x-edge-nonce-token': CHOSEN }],
  ["the renderer's x-nonce header", { 'x-nonce': CHOSEN }],
  ['both', { 'x-edge-nonce-token': CHOSEN, 'x-nonce': CHOSEN }],
];

const original = process.env.EDGE_NONCE_TOKEN;
// The proxy reads its configuration once (server/env.ts): read it again after each change.
beforeEach(() => resetServerEnv());
afterEach(() => {
  if (original === undefined) delete process.env.EDGE_NONCE_TOKEN;
  else process.env.EDGE_NONCE_TOKEN = original;
  resetServerEnv();
  pageCache().clear();
});

describe.each([
  ['without an edge secret', undefined],
  ['with an edge secret configured', EDGE_TOKEN],
])('proxy.ts nonces %s', (_, token) => {
  beforeEach(() => {
    if (token) process.env.EDGE_NONCE_TOKEN = token;
    else delete process.env.EDGE_NONCE_TOKEN;
  });

  it.each(attempts)('never takes a nonce sent in %s', (__, headers) => {
    const { nonces, nonce, response } = page('/kategori/mobil-tillbehor/', headers);
    expect(nonces).toHaveLength(2); // script-src and style-src
    expect(new Set(nonces).size).toBe(1);
    expect(nonce).not.toBe(CHOSEN);
    expect(nonce.length).toBeGreaterThanOrEqual(16);
    // The renderer gets the CSP's nonce, not the client's header.
    expect(forwardedNonce(response)).toBe(nonce);
    // The edge header never reaches the renderer.
    expect(response.headers.get('x-middleware-request-x-edge-nonce-token')).toBeNull();
  });

  it('gives every response its own nonce', () => {
    const seen = new Set(Array.from({ length: 20 }, () => page('/').nonce));
    expect(seen.size).toBe(20);
  });

  it.each(attempts)('never takes a nonce sent in %s on a rendered-page cache hit', (__, headers) => {
    pageCache().set(pageCacheKey(new URL('http://127.0.0.1:3000/kategori/mobil-tillbehor/'), SHOPPER_COOKIES), {
      parts: ['<html><head><script nonce="', '"></script></head><body></body></html>'],
      cacheControl: 'public, max-age=0, s-maxage=60',
      contentType: 'text/html; charset=utf-8',
    });
    const { response, nonce } = page('/kategori/mobil-tillbehor/', headers);
    expect(response.headers.get('x-page-cache')).toBe('HIT');
    expect(nonce).not.toBe(CHOSEN);
    return response.text().then((html) => {
      expect(html).toContain(`nonce="${nonce}"`);
      expect(html).not.toContain(CHOSEN);
      expect(html).toBe(`<html><head><script nonce="${nonce}"></script></head><body></body></html>`);
    });
  });
});

describe('the edge secret', () => {
  it('is the nonce only when the request carries exactly the configured secret (the edge then writes a fresh one per response)', () => {
    process.env.EDGE_NONCE_TOKEN = EDGE_TOKEN;
    expect(page('/', { 'x-edge-nonce-token': EDGE_TOKEN }).nonce).toBe(EDGE_TOKEN);
    for (const near of [EDGE_TOKEN.toUpperCase(), EDGE_TOKEN.slice(0, -1), `${EDGE_TOKEN}x`, `x${EDGE_TOKEN}`]) {
      const { nonce } = page('/', { 'x-edge-nonce-token': near });
      expect([near, EDGE_TOKEN]).not.toContain(nonce);
    }
  });

  it('counts for nothing when it is too short to be a secret, even if the client guesses it', () => {
    process.env.EDGE_NONCE_TOKEN = 'short-token';
    expect(page('/', { 'x-edge-nonce-token': 'short-token' }).nonce).not.toBe('short-token');
  });
});

describe('campaign and click-id parameters (lib/ignored-params.ts)', () => {
  afterEach(() => pageCache().clear());

  it("are left out of the render and of the page's cache key", () => {
    const { response } = page('/kategori/mobil-tillbehor/?utm_source=nl&sort=price_desc&gclid=abc');
    expect(response.headers.get('x-middleware-request-x-nf-page-cache-key')).toBe('/kategori/mobil-tillbehor/?sort=price_desc');
    const rewrite = new URL(response.headers.get('x-middleware-rewrite') ?? '');
    expect(rewrite.search).toBe('?sort=price_desc');
  });

  it('leave a URL without them as it is (no rewrite of a page that is not localized)', () => {
    const { response } = page('/?sort=a');
    expect(response.headers.get('x-middleware-request-x-nf-page-cache-key')).toBe('/?sort=a');
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
  });

  it('get the page kept for the URL without them', () => {
    pageCache().set(pageCacheKey(new URL('http://127.0.0.1:3000/'), SHOPPER_COOKIES), {
      parts: ['<html><head><script nonce="', '"></script></head><body>start</body></html>'],
      cacheControl: 'public, max-age=0, s-maxage=60',
      contentType: 'text/html; charset=utf-8',
    });
    const { response } = page('/?utm_source=nl&utm_campaign=vinter&fbclid=x');
    expect(response.headers.get('x-page-cache')).toBe('HIT');
  });
});
