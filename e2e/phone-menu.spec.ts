// On a phone every level of the menu works by tap and by keyboard; a link navigates,
// "Back" goes back one level (the desktop bar, hidden by CSS, used to close the shared menu first).
import { expect, test } from './support/consent';
import { expectNoSeriousA11yViolations } from './support/axe';
import { Menu, categoryNameOf } from './pages/menu';
import { services } from './support/services';

test.beforeEach(async ({ request }) => services.reset(request));
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test.describe('sv-SE phone menu by tap', () => {
  const fashion = categoryNameOf('fashion', 'sv-SE');
  const hoodies = categoryNameOf('hoodies', 'sv-SE');

  test('Mode → Hoodies navigates to the subcategory and closes the drawer', async ({ page }) => {
    const menu = new Menu(page, 'sv-SE');
    await page.goto('/');
    await menu.trigger().tap();
    await menu.drawer().getByRole('button', { name: fashion }).tap();
    await expect(menu.drawer().getByRole('heading', { name: fashion })).toBeVisible();
    const link = menu.drawer().getByRole('link', { name: hoodies, exact: true });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).not.toBe('');
    await link.tap();
    await menu.expectNavigatedTo(href, hoodies);
  });

  test('Mode → "Visa allt inom Mode" navigates to the category', async ({ page }) => {
    const menu = new Menu(page, 'sv-SE');
    await page.goto('/');
    await menu.trigger().tap();
    await menu.drawer().getByRole('button', { name: fashion }).tap();
    const link = menu.drawer().getByRole('link', { name: menu.text.showAll(fashion) });
    const href = (await link.getAttribute('href')) ?? '';
    await link.tap();
    await menu.expectNavigatedTo(href, fashion);
  });

  test('"Tillbaka" goes back one level; the top level\'s "Alla kategorier" navigates', async ({ page }) => {
    const menu = new Menu(page, 'sv-SE');
    await page.goto('/');
    await menu.trigger().tap();
    await menu.drawer().getByRole('button', { name: fashion }).tap();
    await menu.drawer().getByRole('button', { name: menu.text.back }).tap();
    await expect(menu.drawer()).toBeVisible();
    await expect(menu.drawer().getByRole('button', { name: fashion })).toBeVisible();
    await expect(menu.drawer().getByRole('button', { name: menu.text.back })).toHaveCount(0);
    // A second category after coming back still works.
    const garden = categoryNameOf('garden', 'sv-SE');
    await menu.drawer().getByRole('button', { name: garden }).tap();
    await expect(menu.drawer().getByRole('heading', { name: garden })).toBeVisible();
    await menu.drawer().getByRole('button', { name: menu.text.back }).tap();
    const all = menu.drawer().getByRole('link', { name: menu.text.allCategories });
    const href = (await all.getAttribute('href')) ?? '';
    await all.tap();
    await menu.expectNavigatedTo(href, menu.text.allCategories);
  });
});

test.describe('fi-FI phone menu', () => {
  const fashion = categoryNameOf('fashion', 'fi-FI');
  const hoodies = categoryNameOf('hoodies', 'fi-FI');

  test('Muoti → Hupparit by tap navigates and closes the drawer', async ({ page }) => {
    const menu = new Menu(page, 'fi-FI');
    await page.goto('/fi-FI/');
    await menu.trigger().tap();
    await menu.drawer().getByRole('button', { name: fashion }).tap();
    const link = menu.drawer().getByRole('link', { name: hoodies, exact: true });
    const href = (await link.getAttribute('href')) ?? '';
    await link.tap();
    await menu.expectNavigatedTo(href, hoodies);
  });

  test('every level by keyboard: the opened level focuses its first link, arrows move, Back returns to the row, Enter navigates', async ({
    page,
  }) => {
    const menu = new Menu(page, 'fi-FI');
    await page.goto('/fi-FI/');
    await menu.trigger().focus();
    await page.keyboard.press('Enter');
    await expect(menu.drawer()).toBeVisible();
    const row = menu.drawer().getByRole('button', { name: fashion });
    // Tab from the drawer's first control down to the category's row.
    for (let i = 0; i < 15 && !(await row.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(row).toBeFocused();
    await page.keyboard.press('Enter');
    // The menu's focus index: the opened level's first link has focus.
    const showAll = menu.drawer().getByRole('link', { name: menu.text.showAll(fashion) });
    await expect(showAll).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    // Back by keyboard returns to the top level with focus on the row it came from.
    await menu.drawer().getByRole('button', { name: menu.text.back }).focus();
    await page.keyboard.press('Enter');
    await expect(row).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(showAll).toBeFocused();
    // Arrow keys walk the links; Enter follows one.
    const link = menu.drawer().getByRole('link', { name: hoodies, exact: true });
    await expect(link).toBeVisible();
    for (let i = 0; i < 12 && !(await link.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('ArrowDown');
    await expect(link).toBeFocused();
    const href = (await link.getAttribute('href')) ?? '';
    await page.keyboard.press('Enter');
    await menu.expectNavigatedTo(href, hoodies);
    await expect(menu.trigger()).toHaveAttribute('aria-expanded', 'false');
  });
});
