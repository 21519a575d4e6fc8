// 2026-11-26: a product page's hreflang alternates named the page locale's slug in every locale's URL,
// so the sv-SE alternate of a Finnish product page carried the Finnish slug and answered 308. Each
// alternate names its locale's own slug now, and each locale's sitemap lists its own product URLs.
import { expect, test } from './support/consent';

// The seeded refurbished iPhone (dev-services/seed): its slug in each locale, from that locale's title.
const IPHONE = [
  ['sv-SE', '/produkt/100001/apple-iphone-15-128-gb-renoverad/'],
  ['da-DK', '/da-DK/produkt/100001/apple-iphone-15-128-gb-renoveret/'],
  ['nb-NO', '/nb-NO/produkt/100001/apple-iphone-15-128-gb-renovert/'],
  ['fi-FI', '/fi-FI/tuote/100001/apple-iphone-15-128-gb-kunnostettu/'],
  ['en-US', '/en-US/product/100001/apple-iphone-15-128-gb-refurbished/'],
] as const;

const pathOf = (href: string | null | undefined) => new URL(href ?? '').pathname;

test('a fi-FI product page’s hreflang links name each locale’s own slug, and each answers 200 with that page', async ({ page }) => {
  await page.goto('/fi-FI/tuote/100001/apple-iphone-15-128-gb-kunnostettu/');
  await expect(page.getByRole('heading', { level: 1, name: /iPhone 15/ })).toBeVisible();
  const alternates = await page.locator('head link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
  expect(alternates.map(([lang, href]) => [lang, pathOf(href)])).toEqual([...IPHONE, ['x-default', IPHONE[0][1]]]);
  expect(pathOf(await page.locator('head link[rel="canonical"]').getAttribute('href'))).toBe('/fi-FI/tuote/100001/apple-iphone-15-128-gb-kunnostettu/');

  for (const [locale, path] of IPHONE) {
    // No redirect: the alternate is the page itself, in its language, and names itself canonical.
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1, name: /iPhone 15/ })).toBeVisible();
    expect(pathOf(await page.locator('head link[rel="canonical"]').getAttribute('href'))).toBe(path);
  }
});

test('each locale’s sitemap lists the product at its own slug', async ({ request }) => {
  for (const [locale, path] of IPHONE) {
    const xml = await (await request.get(`/sitemap/${locale}.xml`)).text();
    expect(xml).toContain(`${path}</loc>`);
    for (const [other, otherPath] of IPHONE) if (other !== locale) expect(xml).not.toContain(`${otherPath}</loc>`);
  }
});
