// A brand page lists only its brand, not the whole catalog, and its filters narrow within it.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/consent';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchPageHealth } from './support/page-health';
import { E2E } from '../playwright.config';

const CASES = [
  {
    path: '/varumarke/apple/',
    slug: 'apple',
    locale: 'sv-SE',
    results: (n: number) => `${n} ${n === 1 ? 'produkt' : 'produkter'}`,
    brandFilter: 'Varumärke',
  },
  {
    path: '/varumarke/lin-ull/',
    slug: 'lin-ull',
    locale: 'sv-SE',
    results: (n: number) => `${n} ${n === 1 ? 'produkt' : 'produkter'}`,
    brandFilter: 'Varumärke',
  },
  {
    path: '/da-DK/maerke/lin-ull/',
    slug: 'lin-ull',
    locale: 'da-DK',
    results: (n: number) => `${n} ${n === 1 ? 'produkt' : 'produkter'}`,
    brandFilter: 'Mærke',
  },
] as const;

async function brandOf(request: APIRequestContext, slug: string, locale: string) {
  const response = await request.get(`${E2E.servicesUrl}/catalog/v1/brands/${slug}`, { headers: { 'X-Locale': locale } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { name: string; articleCount: number } }).data;
}

for (const c of CASES) {
  test(`${c.path} lists only that brand's products`, async ({ page, request }) => {
    const brand = await brandOf(request, c.slug, c.locale);
    expect(brand.articleCount).toBeGreaterThan(0);
    const health = watchPageHealth(page);
    await page.goto(c.path);
    await expect(page.getByRole('heading', { level: 1, name: brand.name })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /\d/ }).first()).toHaveText(c.results(brand.articleCount));
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    const shown = Math.min(brand.articleCount, 24);
    await expect(cards).toHaveCount(shown);
    // Text content, not innerText: Chromium's innerText of a card skipped off screen is empty (docs/adr/0019).
    for (const text of await cards.allTextContents()) expect(text).toContain(brand.name);
    // The brand is fixed by the page: no brand checkboxes that would offer the whole catalog's brands.
    await expect(page.getByRole('group', { name: c.brandFilter })).toHaveCount(0);
    await health.expectHealthy();
  });
}

test('a filter on a brand page narrows within the brand', async ({ page, request }) => {
  const brand = await brandOf(request, 'lin-ull', 'sv-SE');
  await page.goto('/varumarke/lin-ull/');
  await page.getByRole('radio', { name: 'Fyra stjärnor eller mer' }).check();
  await page.getByRole('button', { name: 'Visa resultat' }).click();
  await expect(page).toHaveURL(/\/varumarke\/lin-ull\/\?(.*&)?rating=4/);
  const status = page
    .getByRole('status')
    .filter({ hasText: /produkt/ })
    .first();
  const count = Number((await status.innerText()).replace(/\D/g, ''));
  expect(count).toBeLessThanOrEqual(brand.articleCount);
  const cards = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  for (const text of await cards.allTextContents()) expect(text).toContain(brand.name);
  await expectNoSeriousA11yViolations(page);
});
