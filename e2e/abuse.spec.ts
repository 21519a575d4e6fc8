// Abuse resistance against the production build: form keys of a cached page, redirect targets,
// the Origin's scheme, error answers' headers, Vary. Requests only (no browser needed), each with its own cookies.
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { E2E } from '../playwright.config';
import { REJECTED_CHOICE } from './support/consent';
import { services } from './support/services';

test.beforeEach(async ({ request }) => services.reset(request));

const PRODUCT = '/produkt/100001/apple-iphone-15-128-gb-renoverad/';
// The variant of the page's article with 25 in stock (dev-services seed): two presses fit.
const ARTICLE = '100002';

async function newShopper(playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } }): Promise<APIRequestContext> {
  const context = await playwright.request.newContext({ baseURL: E2E.appUrl, maxRedirects: 0 });
  // A first visit gets its identity cookies; the consent choice makes it the copy without the banner.
  await context.get('/', { headers: { cookie: `nf_consent=${REJECTED_CHOICE}` } });
  return context;
}

const keyOf = (html: string) => /name="key" value="([A-Za-z0-9_-]{16,64})"/.exec(html)?.[1] ?? '';

async function press(context: APIRequestContext, key: string): Promise<APIResponse> {
  return context.post('/api/forms/cart/add/', {
    form: { articleId: ARTICLE, quantity: '1', key, returnTo: PRODUCT, locale: 'sv-SE' },
    headers: { origin: E2E.appUrl, 'sec-fetch-site': 'same-origin' },
    maxRedirects: 0,
  });
}

async function quantityInCart(context: APIRequestContext): Promise<number> {
  const { cookies } = await context.storageState();
  const cartId = cookies.find((c) => c.name === 'nf_cid')?.value;
  const response = await context.get(`/api/purchase/cart/v2/${cartId}/`);
  const cart = (await response.json()) as { data: { items: { article: { articleId: string }; quantity: number }[] } };
  return cart.data.items.find((line) => line.article.articleId === ARTICLE)?.quantity ?? 0;
}

test("a cached product page's key: a deliberate press after the answer and a reload counts, a double tap does not", async ({
  playwright,
}) => {
  const context = await newShopper(playwright);
  // The rendered-page cache keeps a page on its second ask (ADR 0020; a second's lifetime in the e2e app): the
  // copy it kept and the copy it hands out carry the same key.
  await context.get(PRODUCT);
  const kept = await context.get(PRODUCT);
  const hit = await context.get(PRODUCT);
  expect(hit.headers()['x-page-cache']).toBe('HIT');
  const key = keyOf(await hit.text());
  expect(key).toBe(keyOf(await kept.text()));

  const added = await press(context, key);
  expect(added.status()).toBe(303);
  expect(added.headers().location).toBe(`${PRODUCT}?notice=cart-added`);
  // Double tap: the second press comes before the browser followed the first answer.
  expect((await press(context, key)).headers().location).toBe(`${PRODUCT}?notice=cart-already`);
  expect(await quantityInCart(context)).toBe(1);

  // The browser follows the 303 …
  expect((await context.get(added.headers().location!)).status()).toBe(200);
  // … the shopper reloads the product page (a cached copy with the same key) and presses again on purpose.
  const reloaded = await context.get(PRODUCT);
  if (reloaded.headers()['x-page-cache'] === 'HIT') expect(keyOf(await reloaded.text())).toBe(key);
  const again = await press(context, key);
  expect(again.headers().location).toBe(`${PRODUCT}?notice=cart-added`);
  expect((await press(context, key)).headers().location).toBe(`${PRODUCT}?notice=cart-already`);
  expect(await quantityInCart(context)).toBe(2);
  await context.dispose();
});

test('form redirects never leave the site, and the Origin is compared with its scheme', async ({ playwright }) => {
  const context = await newShopper(playwright);
  for (const returnTo of ['/..//evil.example', '/.%2e//evil.example', '/%2e%2e//evil.example', '/a/../..//evil.example']) {
    const response = await context.post('/api/forms/consent/', {
      form: { action: 'nonsense', returnTo, locale: 'sv-SE' },
      headers: { origin: E2E.appUrl },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe('/?notice=form-invalid');
  }
  const otherScheme = E2E.appUrl.replace(/^http:/, 'https:');
  const refused = await context.post('/api/forms/consent/', {
    form: { action: 'reject-all', returnTo: '/', locale: 'sv-SE' },
    headers: { origin: otherScheme },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(403);
  await context.dispose();
});

const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
];

test('error answers carry the security headers; a non-image is a 400; pages say Vary: Cookie', async ({ request }) => {
  for (const path of ['/produkt/%E0%A4%A/', '/kategori/%FF/']) {
    const response = await request.get(path);
    expect(response.status()).toBe(400);
    for (const name of SECURITY_HEADERS)
      expect({ path, name, value: response.headers()[name] }).toEqual({ path, name, value: expect.any(String) });
    // Next's own 400 page: its scripts carry the nonce of this response's CSP.
    const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
    const scripts = [...(await response.text()).matchAll(/<script[^>]*nonce="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    expect(new Set(scripts)).toEqual(new Set([nonce]));
  }
  const api = await request.get('/api/qqjunk1/');
  expect(api.status()).toBe(404);
  expect(api.headers()['content-type']).toContain('application/json');
  for (const name of SECURITY_HEADERS) expect(api.headers()[name]).toEqual(expect.any(String));
  for (const path of ['/_next/image?url=%2F__health%2Fready&w=640&q=75', '/_next/image/?url=%2F__health%2Fready&w=640&q=75']) {
    const image = await request.get(path, { maxRedirects: 0 });
    expect({ path, status: image.status() }).toEqual({ path, status: 400 });
  }
  const page = await request.get('/alla-kategorier/');
  expect(page.headers().vary ?? '').toMatch(/\bCookie\b/);
});
