// A phone-fast first paint. The server's HTML paints before the app's scripts are even
// requested (docs/adr/0010-scripts-after-first-paint.md), then the page hydrates with the CSP intact.
import { expect, test } from './support/consent';
import { watchPageHealth } from './support/page-health';

for (const l of [
  { path: '/', lang: 'sv-SE' },
  { path: '/fi-FI/ostoskarry/', lang: 'fi-FI' },
  { path: '/kategori/mobil-tillbehor/', lang: 'sv-SE' },
]) {
  test(`${l.path}: no app script in the HTML, none requested before the first paint (or the loader’s fallback), then hydrated (${l.lang})`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(l.path)).text();
    expect(html).not.toMatch(/<script[^>]+src="\/_next\/static\//);
    // One loader lists them, the page's translations and shell first (the store must be there when the app starts; ADR 0009, 0011).
    expect(html).toMatch(new RegExp(`\\(\\["/api/i18n/${l.lang}/[^"]+","/api/shell/${l.lang}/[0-9a-f]{8}/","/_next/static/chunks/`));

    const health = watchPageHealth(page);
    await page.goto(l.path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventStart,
      firstScript: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/_next/static/chunks/') && entry.name.endsWith('.js'))
          .map((entry) => entry.startTime),
      ),
    }));
    // After the first paint; or, when the paint comes more than 500 ms after the document was parsed (a loaded
    // machine), not before the loader's fallback 500 ms after the parse (server/paint-first-loader.ts). On a loaded
    // machine the fallback can beat the paint (paint at 968 ms, first script at 938 ms in one CI run).
    expect(timing.firstScript).toBeGreaterThan(Math.min(timing.paint, timing.parsed + 500 - 1));
    await health.expectHealthy();
  });
}

// Hydration in short tasks (docs/adr/0012-hydration-in-a-transition.md); links prefetch nothing, not even when pointed
// at (docs/adr/0021-links-as-plain-anchors.md), and open their page client-side.
test('the category page hydrates inside a transition, prefetches nothing, and opens a product client-side', async ({ page }) => {
  const health = watchPageHealth(page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto('/kategori/mobil-tillbehor/');
  await expect(page.locator('html')).toHaveAttribute('data-hydration', 'transition');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  // Viewport prefetching asked the server for every visible link's page data; give it time to show.
  await page.waitForTimeout(1000);
  expect(requests.filter((path) => path.startsWith('/_next/data/'))).toEqual([]);

  const product = page.getByRole('main').locator('a[href^="/produkt/"]').first();
  const productPath = (await product.getAttribute('href'))!.replace(/\/$/, '');
  await product.hover();
  const opened = page.waitForRequest((request) => request.url().includes(`/_next/data/`) && request.url().includes(`${productPath}.json`));
  await product.click();
  await opened;
  await expect(page).toHaveURL(new RegExp(`${productPath}/$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // One data request, the click's own: the pointer prefetched nothing, and the page was not loaded whole.
  expect(requests.filter((path) => path.startsWith('/_next/data/'))).toHaveLength(1);
  expect(requests.filter((path) => path.startsWith('/produkt/'))).toEqual([]);
  await health.expectHealthy();
});

// Lazy chunks (search suggestions, consent and tracking services, the filter sheet) load after hydration has
// committed: a chunk arriving mid-hydration holds it up and restarts it on a phone.
for (const path of ['/', '/kategori/mobil-tillbehor/']) {
  test(`${path}: no chunk beyond the first load is requested before hydration has committed`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    const firstLoad = new Set(JSON.parse(/\((\["\/api\/i18n\/[^)]*\])\);/.exec(html)?.[1] ?? '[]') as string[]);
    const health = watchPageHealth(page);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    // The search suggestions' chunk loads once the shopper reaches for the field.
    await page.getByRole('search').getByRole('searchbox').focus();
    await expect(page.getByRole('combobox').first()).toBeFocused();
    const { hydratedAt, later } = await page.evaluate(() => ({
      hydratedAt: performance.getEntriesByName('nf:hydrated')[0]?.startTime ?? -1,
      later: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/_next/static/chunks/') && entry.name.endsWith('.js'))
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    const lazy = later.filter((chunk) => !firstLoad.has(chunk.path));
    expect(hydratedAt).toBeGreaterThan(0);
    expect(lazy.length).toBeGreaterThan(0);
    expect(lazy.filter((chunk) => chunk.start < hydratedAt)).toEqual([]);
    await health.expectHealthy();
  });
}

// The first Intl.NumberFormat of a page loads locale data (17-50 ms unthrottled): the start and product pages' hydration
// formats nothing (static islands, docs/adr/0029), so nothing makes one before they are live.
for (const path of ['/', '/produkt/100084/nordic-sound-tradlost-tangentbord-frost-plus-gra/']) {
  test(`${path}: no number formatter made before hydration`, async ({ page }) => {
    await page.addInitScript(() => {
      const made: string[] = [];
      (window as unknown as { __numberFormats: string[] }).__numberFormats = made;
      Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
        construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
          if (!document.documentElement.hasAttribute('data-hydrated')) made.push(String(args[0]));
          return Reflect.construct(target, args) as Intl.NumberFormat;
        },
      });
    });
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    const made = await page.evaluate(() => (window as unknown as { __numberFormats: string[] }).__numberFormats.length);
    expect(made).toBe(0);
  });
}
