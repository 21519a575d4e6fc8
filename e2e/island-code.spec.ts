// Product cards are static islands whose code the browser loads only for a client render (components/ui/static-island.ts
// islandComponent): the first page keeps the server's cards; a client navigation loads the code and renders the cards.
import { expect, test } from './support/consent';
import { BrowsePages } from './pages/browse';
import { watchPageHealth } from './support/page-health';

test('after a client navigation every card is there once, styled, with its picture; back on the start page the rails are whole', async ({
  page,
}) => {
  const health = watchPageHealth(page);
  const browse = new BrowsePages(page, 'sv-SE');
  await browse.openStart();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const railCards = await page.locator('main section[aria-labelledby^="rail-"] article').count();
  expect(railCards).toBeGreaterThan(3);
  // Marks this document: a client navigation keeps it, a full load would not.
  await page.evaluate(() => ((window as unknown as { islandMark: number }).islandMark = 1));

  await browse.openCategoryFromStart();
  expect(await page.evaluate(() => (window as unknown as { islandMark?: number }).islandMark)).toBe(1);
  const cards = browse.main().getByRole('article');
  await expect(cards.first()).toBeVisible();
  const hrefs = await cards.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(3);
  expect(new Set(hrefs).size).toBe(hrefs.length);
  // Rendered by the browser with the code it loaded: the card's styles apply and its picture shows.
  const box = cards.first().locator('.product-image');
  await expect(box).toHaveCSS('aspect-ratio', '1 / 1');
  await expect(box.locator('img')).toBeVisible();

  await page.goBack();
  await expect(page.locator('main section[aria-labelledby^="rail-"] article')).toHaveCount(railCards);
  expect(await page.evaluate(() => (window as unknown as { islandMark?: number }).islandMark)).toBe(1);
  await health.expectHealthy();
});
