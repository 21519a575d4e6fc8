/**
 * @jest-environment node
 *
 * The header's cart count without JavaScript (server/cart-count.ts, docs/adr/0025): the `nf_cart_n` cookie
 * reaches the HTML only as 1-999 digits, a kept page holds no shopper's count, and each hit gets its own.
 */
import { NextRequest } from 'next/server';
import { cartCountText } from '@/lib/cookies';
import { pageCache, pageCacheKey, splitPage, withNonce } from '@/lib/page-cache';
import { proxy } from '@/proxy';
import { resetServerEnv } from '@/server/env';
import { cartCount, cartCountSlot, rememberCartCount } from '@/server/cart-count';

const NONCE = 'renderNonce0123456789abcdef';
const EDGE_TOKEN = 'edge-secret-placeholder-0123456789abcdef';

/** What the header renders: the count in three attributes, the nonce where the render writes it. */
const rendered = (count: string, nonce = NONCE) =>
  `<html><head><meta property="csp-nonce" content="${nonce}"/><style nonce="${nonce}">[data-nf-cart-n=""]{display:none}</style></head>` +
  `<body><a href="/varukorg/" data-nf-cart-n="${count}"><span aria-hidden="true" data-nf-cart-n="${count}"></span>` +
  `<span>Varukorg, <span data-nf-cart-n="${count}"></span> varor</span></a>` +
  `<h1>data-nf-cart-n=&quot;5&quot; 3</h1><script nonce="${nonce}">{"q":" data-nf-cart-n=\\"7\\""}</script></body></html>`;

describe('the cart count cookie', () => {
  it.each([
    [undefined, ''],
    ['', ''],
    ['0', ''],
    ['000', ''],
    ['1', '1'],
    ['007', '7'],
    ['42', '42'],
    ['999', '999'],
    ['1000', '999'],
    ['123456789012345678901234567890', '999'],
    ['-1', ''],
    ['1.5', ''],
    ['1e3', ''],
    [' 3', ''],
    ['3 ', ''],
    ['３', ''],
    ['"><script>alert(1)</script>', ''],
    ['3" onmouseover="alert(1)', ''],
    ['0x10', ''],
    ['NaN', ''],
  ])('reads %j as %j', (value, expected) => {
    expect(cartCountText(value)).toBe(expected);
  });

  it('counts units, clamped to 0..999, and replaces a count set earlier in the response', () => {
    expect(cartCount({ items: [{ quantity: 2 }, { quantity: 3 }] })).toBe(5);
    expect(cartCount({ items: [] })).toBe(0);
    expect(cartCount({ items: [{ quantity: 5000 }] })).toBe(999);
    expect(cartCount({ items: [{ quantity: -4 }, { quantity: Number.NaN }, { quantity: 1 }] })).toBe(1);
    const headers = new Map<string, unknown>([['set-cookie', ['nf_uid=x; Path=/', 'nf_cart_n=1; Path=/']]]);
    const res = {
      getHeader: (n: string) => headers.get(n.toLowerCase()) as never,
      setHeader: (n: string, v: unknown) => void headers.set(n.toLowerCase(), v),
    };
    rememberCartCount(res as never, { items: [{ quantity: 2 }, { quantity: 1 }] });
    expect(headers.get('set-cookie')).toEqual(['nf_uid=x; Path=/', 'nf_cart_n=3; Path=/; Max-Age=1209600; SameSite=Lax']);
  });
});

describe('the rendered-page cache', () => {
  it('keeps the page without the count and the nonce, and fills in each hit its own', () => {
    const page = splitPage(rendered('3'), NONCE);
    expect(page).not.toBeNull();
    const kept = page!.parts.join('');
    expect(kept).not.toContain('data-nf-cart-n="3"');
    expect(kept).not.toContain(NONCE);
    const cached = { ...page!, cacheControl: 'public', contentType: 'text/html' };
    expect(withNonce(cached, 'hitNonce0123456789', '12')).toBe(rendered('12', 'hitNonce0123456789'));
    expect(withNonce(cached, 'hitNonce0123456789', '')).toBe(rendered('', 'hitNonce0123456789'));
  });

  it('keeps a page rendered behind the edge (its placeholder is both the nonce and the count)', () => {
    const page = splitPage(rendered(EDGE_TOKEN, EDGE_TOKEN), EDGE_TOKEN);
    expect(page).not.toBeNull();
    expect(withNonce({ ...page!, cacheControl: 'public', contentType: 'text/html' }, EDGE_TOKEN, EDGE_TOKEN)).toBe(
      rendered(EDGE_TOKEN, EDGE_TOKEN),
    );
  });
});

describe('proxy.ts on a rendered-page cache hit', () => {
  const original = process.env.EDGE_NONCE_TOKEN;
  afterEach(() => {
    if (original === undefined) delete process.env.EDGE_NONCE_TOKEN;
    else process.env.EDGE_NONCE_TOKEN = original;
    resetServerEnv();
    pageCache().clear();
  });

  const SHOPPER = 'nf_uid=0b7c9d2e-3f4a-4b5c-8d6e-7f8091a2b3c4; nf_cid=1b7c9d2e-3f4a-4b5c-8d6e-7f8091a2b3c4; nf_consent=1.00000000000.0000';
  const hit = async (cookie: string, headers: Record<string, string> = {}) => {
    const response = proxy(new NextRequest(new URL('/alla-kategorier/', 'http://127.0.0.1:3000'), { headers: { cookie, ...headers } }));
    expect(response.headers.get('x-page-cache')).toBe('HIT');
    return response.text();
  };
  const keep = () => {
    const page = splitPage(rendered('3'), NONCE)!;
    pageCache().set(pageCacheKey(new URL('http://127.0.0.1:3000/alla-kategorier/'), SHOPPER), {
      ...page,
      cacheControl: 'public, max-age=0, s-maxage=60',
      contentType: 'text/html; charset=utf-8',
    });
  };
  const counts = (html: string) => [...html.matchAll(/ data-nf-cart-n="([^"]*)"/g)].map((m) => m[1]);

  it.each([
    ['nf_cart_n=2', ['2', '2', '2']],
    ['', ['', '', '']],
    ['nf_cart_n=%22%3E%3Cscript%3E', ['', '', '']],
    ['nf_cart_n=5000', ['999', '999', '999']],
  ])('writes the count of %j, sanitised', async (extra, expected) => {
    delete process.env.EDGE_NONCE_TOKEN;
    resetServerEnv();
    keep();
    const html = await hit(extra ? `${SHOPPER}; ${extra}` : SHOPPER);
    expect(counts(html)).toEqual(expected);
    expect(html).not.toContain('<script>alert');
  });

  it('behind the edge writes the edge placeholder, which the edge fills', async () => {
    process.env.EDGE_NONCE_TOKEN = EDGE_TOKEN;
    resetServerEnv();
    keep();
    const html = await hit(`${SHOPPER}; nf_cart_n=4`, { 'x-edge-nonce-token': EDGE_TOKEN });
    expect(counts(html)).toEqual([EDGE_TOKEN, EDGE_TOKEN, EDGE_TOKEN]);
  });
});

describe('the render', () => {
  afterEach(() => {
    delete process.env.EDGE_NONCE_TOKEN;
    resetServerEnv();
  });
  it("writes the request's sanitised count, or the edge placeholder when the request came through the edge", () => {
    expect(cartCountSlot({ headers: { cookie: 'nf_cart_n=08' } })).toBe('8');
    expect(cartCountSlot({ headers: { cookie: 'nf_cart_n=<b>' } })).toBe('');
    process.env.EDGE_NONCE_TOKEN = EDGE_TOKEN;
    resetServerEnv();
    expect(cartCountSlot({ headers: { cookie: 'nf_cart_n=8', 'x-nonce': EDGE_TOKEN } })).toBe(EDGE_TOKEN);
    expect(cartCountSlot({ headers: { cookie: 'nf_cart_n=8', 'x-nonce': 'other-nonce-0123456789' } })).toBe('8');
  });
});
