// On a phone a listing shows its products first; filters and sort open in a sheet from a
// "Filter" button (focus kept inside, Escape and the close button return to the button, the count said live,
// "show N products" closes it). Desktop keeps the side panel.
import { expect, test } from './support/consent';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchPageHealth } from './support/page-health';
import { LISTING_TEXT, ListingPage, type ListingLocale } from './pages/listing';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

for (const locale of Object.keys(LISTING_TEXT) as ListingLocale[]) {
  test.describe(`phone listing in ${locale}`, () => {
    test.use(PHONE);

    test('the first product is in the first screen, the filters wait behind the Filter button', async ({ page }) => {
      const listing = new ListingPage(page, locale);
      const health = watchPageHealth(page);
      await listing.openHoodies();
      const first = await listing.cards().first().boundingBox();
      expect(first).not.toBeNull();
      expect(first!.y).toBeLessThan(844 - 100);
      await expect(listing.filterButton()).toBeVisible();
      await expect(listing.filterButton()).toHaveAttribute('aria-expanded', 'false');
      // The side panel is not there on a phone, nor the toolbar's sort.
      await expect(listing.sidePanel()).toBeHidden();
      await expect(page.getByLabel(listing.text.sort)).toBeHidden();
      await health.expectHealthy();
    });

    test('tap a filter in the sheet: the count updates, "show N products" closes it on the filtered list', async ({ page }) => {
      const listing = new ListingPage(page, locale);
      await listing.openHoodies();
      const before = await listing.resultCount();
      await listing.openSheet();
      await expect(listing.sheet().getByRole('heading', { name: listing.text.sheet })).toBeVisible();
      await expect(listing.sheetCount()).toHaveText(listing.text.results(before));
      await expect(listing.showButton(before)).toBeVisible();
      await expect(listing.sheet().getByLabel(listing.text.sort)).toBeVisible();

      const brands = listing.sheet().getByRole('group', { name: listing.text.brand });
      const brand = brands.getByRole('checkbox').first();
      const label = (await brands.locator('label').first().innerText()).trim();
      const expected = Number(/\((\d+)\)\s*$/.exec(label)?.[1]);
      const brandName = label.replace(/\s*\(\d+\)\s*$/, '');
      expect(expected).toBeGreaterThan(0);
      expect(expected).toBeLessThan(before);
      await brand.tap();
      await expect(page).toHaveURL(/[?&]brand=/);
      // The sheet stays open and says the new number; the box stays ticked.
      await expect(listing.sheetCount()).toHaveText(listing.text.results(expected));
      await expect(listing.sheet().getByRole('group', { name: listing.text.brand }).getByRole('checkbox').first()).toBeChecked();
      await expectNoSeriousA11yViolations(page);

      await listing.showButton(expected).tap();
      await expect(listing.sheet()).toBeHidden();
      await expect(listing.results()).toHaveText(listing.text.results(expected));
      await expect(listing.cards()).toHaveCount(Math.min(expected, 24));
      // Text content: Chromium's innerText of a card skipped off screen is empty (docs/adr/0019).
      for (const text of await listing.cards().allTextContents()) expect(text).toContain(brandName);
      await expect(listing.filterButton()).toHaveAccessibleName(new RegExp(listing.text.active(1)));
      await expect(listing.filterButton()).toBeFocused();
    });

    test('keyboard: Tab stays in the sheet, Escape and the close button return to the Filter button', async ({ page }) => {
      const listing = new ListingPage(page, locale);
      await listing.openHoodies();
      await listing.filterButton().focus();
      await page.keyboard.press('Enter');
      await expect(listing.sheet()).toBeVisible();
      await expect(listing.filterButton()).toHaveAttribute('aria-expanded', 'true');
      // A filter ticked with the keyboard reloads the list; the focus stays on that box.
      const box = listing.sheet().getByRole('group', { name: listing.text.brand }).getByRole('checkbox').first();
      await box.focus();
      await page.keyboard.press('Space');
      await expect(page).toHaveURL(/[?&]brand=/);
      await expect(box).toBeChecked();
      await expect(box).toBeFocused();
      const inSheet = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
      // More Tabs than the sheet has controls: the focus goes round inside it.
      for (let i = 0; i < 40; i += 1) {
        await page.keyboard.press('Tab');
        expect(await inSheet()).toBe(true);
      }
      for (let i = 0; i < 5; i += 1) {
        await page.keyboard.press('Shift+Tab');
        expect(await inSheet()).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(listing.sheet()).toBeHidden();
      await expect(listing.filterButton()).toBeFocused();

      await page.keyboard.press('Enter');
      await expect(listing.sheet()).toBeVisible();
      await listing.sheet().getByRole('button', { name: listing.text.close }).click();
      await expect(listing.sheet()).toBeHidden();
      await expect(listing.filterButton()).toBeFocused();
    });
  });
}

test.describe('phone listing, typed price', () => {
  test.use(PHONE);

  test('"show N products" applies a typed price before closing the sheet', async ({ page }) => {
    const listing = new ListingPage(page, 'sv-SE');
    await listing.openHoodies();
    await listing.openSheet();
    await listing.sheet().getByLabel('Högsta pris (SEK)').fill('600');
    await listing
      .sheet()
      .getByRole('button', { name: /^Visa \d+ produkt/ })
      .tap();
    await expect(listing.sheet()).toBeHidden();
    await expect(page).toHaveURL(/[?&]priceMax=600/);
    await expect(listing.filterButton()).toHaveAccessibleName(new RegExp(listing.text.active(1)));
  });
});

test('desktop keeps the side panel and the sort beside the results, without a Filter button', async ({ page }) => {
  const listing = new ListingPage(page, 'sv-SE');
  await listing.openHoodies();
  await expect(listing.sidePanel()).toBeVisible();
  await expect(listing.sidePanel().getByRole('group', { name: listing.text.brand })).toBeVisible();
  await expect(listing.products().getByLabel(listing.text.sort)).toBeVisible();
  await expect(listing.filterButton()).toBeHidden();
  const panel = await listing.sidePanel().boundingBox();
  const first = await listing.cards().first().boundingBox();
  expect(panel!.x + panel!.width).toBeLessThanOrEqual(first!.x);
});
