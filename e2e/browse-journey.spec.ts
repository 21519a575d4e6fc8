// Specs not about consent start with a stored "reject all" choice, so the dialog covers nothing.
import { expect, test } from './support/consent';
import { BROWSE_TEXT, BrowsePages, type BrowseLocale } from './pages/browse';

for (const locale of Object.keys(BROWSE_TEXT) as BrowseLocale[]) {
  test.describe(`browsing in ${locale}`, () => {
    test('start page → category → rating and condition filters → sort → product → variant', async ({ page }) => {
      const browse = new BrowsePages(page, locale);
      await browse.openStart();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await browse.openCategoryFromStart();

      await browse.filter(browse.text.fourPlus, /rating=4/);
      await browse.filter(browse.text.refurbished, /condition=refurb/);
      await browse.sort(browse.text.priceDesc, /sort=price_desc/);
      // Filters survive the sort, and the filtered listing is not indexed.
      expect(page.url()).toMatch(/rating=4/);
      expect(page.url()).toMatch(/condition=refurb/);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

      const first = browse.productLinks().first();
      await expect(first).toHaveText(/iPhone 15 128 GB/);
      await first.click();
      await expect(browse.productHeading()).toHaveText(/iPhone 15 128 GB/);
      await expect(page).toHaveURL(/\/100001\/apple-iphone-15-128-gb/);

      await browse.variantGroup().getByRole('link', { name: '256 GB' }).click();
      await expect(page).toHaveURL(/\/100002\//);
      await expect(browse.productHeading()).toHaveText(/iPhone 15 256 GB/);
      await expect(page.getByRole('button', { name: browse.text.addToCart })).toBeEnabled();
    });

    test('a search with a typo finds the product', async ({ page }) => {
      const browse = new BrowsePages(page, locale);
      await browse.openStart();
      await browse.search(browse.text.typo);
      await expect(page).toHaveURL(/\/s\/\?q=/);
      await expect(browse.productLinks().filter({ hasText: browse.text.typoHit }).first()).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });
  });
}

test('header suggestions: arrows and Enter open a suggestion, Escape closes the list', async ({ page }) => {
  await page.goto('/');
  // The plain field until the shopper reaches for it: then the combobox takes its place, with the focus.
  await page.getByRole('search').getByRole('searchbox').click();
  const box = page.getByRole('combobox');
  await expect(box).toBeFocused();
  await box.pressSequentially('hogtal', { delay: 30 });
  const list = page.getByRole('listbox');
  await expect(list.getByRole('option').first()).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/s\/\?q=/);
});

test('a hostile search term is shown as text, not markup', async ({ page }) => {
  const term = '</script><img src=x onerror=alert(1)>';
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const response = await page.goto(`/s/?q=${encodeURIComponent(term)}&sort=<b>&page=-4&priceMax=1e999`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(term);
  expect(dialogs).toEqual([]);
});
