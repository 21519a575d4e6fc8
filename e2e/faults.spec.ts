import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/consent';
import { services, type Fault } from './support/services';

/**
 * The fault matrix: each upstream endpoint a page needs × the ways it breaks, on the
 * start, category and product pages, against the real local services and Redis.
 * The e2e app caches shop and catalogue answers for 2 s and keeps them 24 h past that
 * (stale-if-error), and an endpoint's breaker stays open 3 s.
 */
const PAGES = [
  { name: 'start', path: '/', words: 'Vinterfynd', own: '^/cms/v1/start' },
  { name: 'category', path: '/kategori/mobil-tillbehor/', words: 'Mobil &amp; tillbehör', own: '^/catalog/v1/categories/mobil-tillbehor' },
  { name: 'product', path: '/produkt/100084/nordic-sound-tradlost-tangentbord-frost-plus-gra/', words: 'Trådlöst tangentbord Frost Plus', own: '^/catalog/v1/articles/100084' },
] as const;

const FAULTS: Record<string, Omit<Fault, 'path'>> = {
  '500': { status: 500, body: { message: 'boom' } },
  'HTML body': { status: 502, body: '<html><body><h1>Bad Gateway</h1><script>alert(1)</script></body></html>', headers: { 'Content-Type': 'text/html' } },
  'malformed JSON': { status: 200, body: '{"data": [1, 2', headers: { 'Content-Type': 'application/json' } },
  'dropped connection': { drop: true },
  'reset connection': { reset: true },
};

const settle = () => new Promise((r) => setTimeout(r, 2_200)); // past the 2 s lifetime

async function timed(request: APIRequestContext, path: string) {
  const started = Date.now();
  const response = await request.get(path, { maxRedirects: 0 });
  return { response, ms: Date.now() - started, body: await response.text() };
}

test.beforeEach(async ({ request }) => services.reset(request));
// The specs after this one must not meet a breaker these cases left open (3 s in e2e): a page
// never cached would answer 503 while it is.
test.afterAll(async ({ request }) => {
  await services.reset(request);
  await new Promise((r) => setTimeout(r, 3_500));
});

let cold = 0;
for (const page of PAGES) {
  for (const [name, fault] of Object.entries(FAULTS)) {
    test(`${page.name} page, its data failing (${name}): the last good page at once`, async ({ request }) => {
      expect((await timed(request, page.path)).response.status()).toBe(200); // warm
      await services.fault(request, { path: page.own, ...fault });
      await services.fault(request, { path: '^/navigation/v1/menu/base', ...fault });
      await settle();
      for (let i = 0; i < 3; i++) {
        const { response, ms, body } = await timed(request, page.path);
        expect(response.status()).toBe(200);
        expect(ms).toBeLessThan(2_000);
        expect(body).toContain(page.words);
        expect(body).not.toContain('alert(1)');
      }
    });
  }
}

for (const [name, fault] of Object.entries(FAULTS)) {
  test(`nothing kept and the data failing (${name}): a 503 page, no-store, never a 500 or a stack trace`, async ({ request }) => {
    cold += 1;
    const productId = String(100370 + cold);
    await services.fault(request, { path: `^/catalog/v1/articles/${productId}`, ...fault });
    await services.fault(request, { path: '^/catalog/v1/categories/cold-', ...fault });
    for (const path of [`/produkt/${productId}/x/`, `/en-US/category/cold-${cold}/`]) {
      const { response, body } = await timed(request, path);
      expect(response.status(), path).toBe(503);
      expect(response.headers()['cache-control']).toBe('no-store');
      expect(response.headers()['retry-after']).toBe('30');
      expect(body).not.toContain('alert(1)');
      expect(body).not.toMatch(/HttpError|at async/);
    }
  });
}

test('a page that falls back on part of its data is sent no-store, and shows the rest', async ({ request }) => {
  // The cold cases above opened the product endpoint's breaker (3 failures in a row): let it close (3 s in e2e).
  await new Promise((r) => setTimeout(r, 3_200));
  await services.fault(request, { path: '^/catalog/v1/articles$', status: 500, body: { message: 'boom' } });
  const { response, body } = await timed(request, '/produkt/100306/havsbris-fotboll-bris-plus-stl-5/');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(body).toContain('Havsbris');
});

test('a hanging menu endpoint: after the first request every page answers at once with the last menu', async ({ request, page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  const menuText = await page.getByRole('navigation', { name: 'Kategorier' }).getByRole('button').first().textContent();
  await services.fault(request, { path: '^/navigation/v1/menu/base', delayMs: 12_000 });
  await settle();
  for (const path of ['/', '/kategori/mobil-tillbehor/', '/varukorg/', '/alla-kategorier/']) {
    const { response, ms, body } = await timed(request, path);
    expect(response.status()).toBe(200);
    expect(ms).toBeLessThan(2_000);
    expect(body).toContain((menuText ?? '').replace(/&/g, '&amp;'));
  }
});

test('the 503 page is in the shopper’s language, styled, with a retry link and the shell', async ({ page, request }) => {
  await services.fault(request, { path: '^/catalog/v1/categories/', status: 503, body: { message: 'down' } });
  const response = await page.goto('/fi-FI/kategoria/never-cached-category/');
  expect(response?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nyt takkuaa hetken');
  await expect(page.getByRole('link', { name: 'Yritä uudelleen' })).toHaveAttribute('href', '/fi-FI/kategoria/never-cached-category/');
  await expect(page.getByRole('navigation', { name: 'Kategoriat' })).toBeVisible();
});
