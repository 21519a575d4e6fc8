// On the listings: an active filter stays listed and removable (also as a chip
// above the results), the phone sheet's count counts a typed price, Space on a filter keeps the focus on it,
// and the sort select does not re-sort while a keyboard shopper browses its options.
import type { Page } from '@playwright/test';
import { expect, test } from './support/consent';
import { expectNoSeriousA11yViolations } from './support/axe';
import { ListingPage } from './pages/listing';

const TEXT = {
  'sv-SE': {
    empty: '/kategori/horlurar/?brand=nordic-sound&priceMax=200',
    emptyMax: '200',
    hoodies: '/kategori/hoodies/',
    products: 'Produkter',
    brand: 'Varumärke',
    chips: 'Valda filter',
    remove: (name: string) => `Ta bort filtret: ${name}`,
    priceMax: 'Högsta pris (SEK)',
    results: (n: number) => `${n} ${n === 1 ? 'produkt' : 'produkter'}`,
    sort: 'Sortera efter',
  },
  'fi-FI': {
    empty: '/fi-FI/kategoria/kuulokkeet/?brand=nordic-sound&priceMax=5',
    emptyMax: '5',
    hoodies: '/fi-FI/kategoria/hoodies/',
    products: 'Tuotteet',
    brand: 'Merkki',
    chips: 'Valitut suodattimet',
    remove: (name: string) => `Poista suodatin: ${name}`,
    priceMax: 'Ylin hinta (EUR)',
    results: (n: number) => `${n} ${n === 1 ? 'tuote' : 'tuotetta'}`,
    sort: 'Järjestys',
  },
} as const;

// Axe once per template state (docs/testing.md#what-axe-checks), several seconds a check: the empty filtered category
// and the sorted one in sv-SE; fi-FI's are the same templates with other words.
const AXE_LOCALE = 'sv-SE';
test.describe.configure({ timeout: 90_000 });

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const focusIsOnBody = (page: Page) => page.evaluate(() => document.activeElement === document.body || document.activeElement === null);

for (const locale of ['sv-SE', 'fi-FI'] as const) {
  const t = TEXT[locale];

  test.describe(`${locale}: active filters`, () => {
    test('a brand that leaves nothing stays listed with 0, ticked; both filters are chips that remove them, focus kept', async ({
      page,
    }) => {
      await page.goto(t.empty);
      const products = page.getByRole('region', { name: t.products });
      await expect(products.getByRole('status')).toHaveText(t.results(0));
      // The side panel lists the active brand with its count, ticked and removable.
      const brand = page
        .getByRole('complementary')
        .getByRole('group', { name: t.brand })
        .getByRole('checkbox', { name: 'Nordic Sound (0)' });
      await expect(brand).toBeChecked();
      // The chips above the results.
      const chips = products.getByRole('list', { name: t.chips });
      await expect(chips.getByRole('link', { name: t.remove('Nordic Sound') })).toBeVisible();
      await expect(chips.getByRole('link', { name: t.remove(`${t.priceMax}: ${t.emptyMax}`) })).toBeVisible();
      if (locale === AXE_LOCALE) await expectNoSeriousA11yViolations(page);

      // Removing a chip by keyboard: the next chip takes the focus, then the result count; never <body>.
      await chips.getByRole('link', { name: t.remove(`${t.priceMax}: ${t.emptyMax}`) }).focus();
      await page.keyboard.press('Enter');
      await expect(page).not.toHaveURL(/priceMax/);
      expect(page.url()).toMatch(/[?&]brand=nordic-sound/);
      await expect(products.getByRole('status')).not.toHaveText(t.results(0));
      const brandChip = chips.getByRole('link', { name: t.remove('Nordic Sound') });
      await expect(brandChip).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).not.toHaveURL(/brand=/);
      await expect(chips).toHaveCount(0);
      await expect(products.getByRole('status')).toBeFocused();
    });

    test('the active brand is unticked in the side panel when the result is empty', async ({ page }) => {
      await page.goto(t.empty);
      const brand = page
        .getByRole('complementary')
        .getByRole('group', { name: t.brand })
        .getByRole('checkbox', { name: 'Nordic Sound (0)' });
      // Unticked, the brand leaves the list (nothing of it matches any more): a click, not a check of the box's state.
      await brand.click();
      await expect(page).not.toHaveURL(/brand=/);
      await expect(page).toHaveURL(new RegExp(`priceMax=${t.emptyMax}`));
    });

    test('Space on a side-panel checkbox keeps the focus on it after the results update', async ({ page }) => {
      const listing = new ListingPage(page, locale);
      await page.goto(t.hoodies);
      await expect(listing.results()).toBeVisible();
      const box = listing.sidePanel().getByRole('group', { name: t.brand }).getByRole('checkbox').first();
      const name = (await box.evaluate((el) => el.closest('label')?.textContent ?? '')).replace(/\s*\(\d+\)\s*$/, '').trim();
      await box.focus();
      await page.keyboard.press('Space');
      await expect(page).toHaveURL(/[?&]brand=/);
      const ticked = listing
        .sidePanel()
        .getByRole('group', { name: t.brand })
        .getByRole('checkbox', { name: new RegExp(`^${name} \\(`) });
      await expect(ticked).toBeChecked();
      await expect(ticked).toBeFocused();
      expect(await focusIsOnBody(page)).toBe(false);
      // Space again: unticked, still focused.
      await page.keyboard.press('Space');
      await expect(page).not.toHaveURL(/brand=/);
      await expect(ticked).not.toBeChecked();
      await expect(ticked).toBeFocused();
    });

    test('a price typed in the side panel waits for Enter, which keeps the focus in the field', async ({ page }) => {
      const listing = new ListingPage(page, locale);
      await page.goto(t.hoodies);
      const field = listing.sidePanel().getByLabel(t.priceMax);
      await field.click();
      await field.pressSequentially('600', { delay: 80 });
      await page.waitForTimeout(600);
      expect(page.url()).not.toMatch(/priceMax/);
      await expect(field).toHaveValue('600');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/[?&]priceMax=600/);
      await expect(listing.sidePanel().getByLabel(t.priceMax)).toBeFocused();
    });

    test('sort: arrow keys browse without re-sorting, Enter applies; leaving the select applies; a pointer choice applies at once', async ({
      page,
    }) => {
      await page.goto(t.hoodies);
      const products = page.getByRole('region', { name: t.products });
      const select = products.getByLabel(t.sort);
      await select.focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect(select).toHaveValue('price_desc');
      await page.waitForTimeout(800);
      expect(page.url()).not.toMatch(/sort=/);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/[?&]sort=price_desc/);
      await expect(select).toBeFocused();
      await expect(select).toHaveValue('price_desc');

      await page.keyboard.press('ArrowUp');
      await page.waitForTimeout(800);
      expect(page.url()).toMatch(/sort=price_desc/);
      await page.keyboard.press('Tab');
      await expect(page).toHaveURL(/[?&]sort=price_asc/);

      await select.selectOption('newest');
      await expect(page).toHaveURL(/[?&]sort=newest/);
      if (locale === AXE_LOCALE) await expectNoSeriousA11yViolations(page);
    });
  });
}

test.describe('phone filter sheet: the count counts a typed price', () => {
  test.use(PHONE);

  test('fi-FI /kategoria/kissa/: "Ylin hinta" 10 → "Näytä 6 tuotetta", the list then shows 6', async ({ page }) => {
    const listing = new ListingPage(page, 'fi-FI');
    await page.goto('/fi-FI/kategoria/kissa/');
    await expect(listing.results()).toHaveText('9 tuotetta');
    await listing.openSheet();
    await expect(listing.showButton(9)).toBeVisible();
    const field = listing.sheet().getByLabel('Ylin hinta (EUR)');
    await field.click();
    await field.pressSequentially('10', { delay: 80 });
    await expect(listing.showButton(6)).toBeVisible();
    await expect(listing.sheetCount()).toHaveText('6 tuotetta');
    await expect(field).toBeFocused();
    await listing.showButton(6).tap();
    await expect(listing.sheet()).toBeHidden();
    await expect(page).toHaveURL(/[?&]priceMax=10/);
    await expect(listing.results()).toHaveText('6 tuotetta');
  });

  test('sv-SE hoodies: a typed price changes "Visa N produkter" to the count the list then shows; erased, back to all', async ({
    page,
  }) => {
    const listing = new ListingPage(page, 'sv-SE');
    await listing.openHoodies();
    const before = await listing.resultCount();
    await listing.openSheet();
    const field = listing.sheet().getByLabel('Högsta pris (SEK)');
    await field.click();
    await field.pressSequentially('300', { delay: 80 });
    const show = listing.sheet().getByRole('button', { name: /^Visa \d+ produkt/ });
    await expect(show).not.toHaveText(listing.text.show(before));
    const shown = Number((await show.innerText()).replace(/\D/g, ''));
    expect(shown).toBeLessThan(before);
    await field.fill('');
    await expect(show).toHaveText(listing.text.show(before));
    await field.pressSequentially('300', { delay: 80 });
    await expect(show).toHaveText(listing.text.show(shown));
    await show.tap();
    await expect(listing.results()).toHaveText(listing.text.results(shown));
  });
});
