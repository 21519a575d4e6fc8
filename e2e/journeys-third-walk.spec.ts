// The third shopper walk: lines that cannot be bought are named (cart, checkout, product page);
// the phone menu holds focus; what is typed, focused or opened before hydration survives it.
import { expect, test } from './support/consent';
import { FIXTURES } from '../dev-services/seed/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { addToCartViaApi } from './support/cart';
import { embeddedCheckout } from './support/checkout';
import { services } from './support/services';
import { Menu } from './pages/menu';

test.beforeEach(async ({ request }) => services.reset(request));
test.describe.configure({ timeout: 120_000 });

const BLOCKED = [
  { id: FIXTURES.notBuyableArticleId, reason: 'Går inte att köpa just nu: säljaren har tagit varan ur försäljning.' },
  { id: FIXTURES.notAvailableArticleId, reason: 'Går inte att köpa just nu: varan finns inte att få.' },
  { id: FIXTURES.noPriceArticleId, reason: 'Går inte att köpa just nu: varan saknar ett giltigt pris.' },
];

test('checkout with three unbuyable lines names all three with their reasons, keeps the totals, and starts once they are removed', async ({
  page,
}) => {
  await page.goto('/');
  await addToCartViaApi(page, FIXTURES.inStockArticleId);
  for (const { id } of BLOCKED) await addToCartViaApi(page, id);
  await page.goto('/varukorg/kassa/');
  const box = page.locator('[data-blocked-lines]');
  await expect(box).toBeVisible();
  await expect(box.getByRole('paragraph').first()).toHaveText(
    '3 varor i din varukorg går inte att köpa just nu. Ta bort dem för att gå vidare till kassan:',
  );
  const named = box.getByRole('listitem');
  await expect(named).toHaveCount(3);
  for (const { id, reason } of BLOCKED) {
    const line = page.getByTestId(`cart-line-${id}`);
    await expect(line.getByText(reason)).toBeVisible();
    await expect(line.getByRole('button', { name: /^Ta bort / })).toBeVisible();
    const title = (await line.getByRole('link').first().innerText()).trim();
    await expect(named.filter({ hasText: title })).toHaveText(`${title} – ${reason}`);
  }
  // The generic "one item cannot be bought" message is not what the shopper reads.
  await expect(page.getByText('En vara i din varukorg går inte att köpa just nu. Ta bort den för att gå vidare.')).toHaveCount(0);
  // The totals of what can be bought stay: the 99 kr cable and shipping.
  await expect(page.getByText('Att betala', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await box.getByRole('button', { name: 'Ta bort varorna som inte går att köpa' }).click();
  await expect(box).toHaveCount(0);
  await expect(page.getByTestId(`cart-line-${FIXTURES.inStockArticleId}`)).toBeVisible();
  await embeddedCheckout(page);
});

test('the cart page names the unbuyable line before the checkout', async ({ page }) => {
  await page.goto('/');
  await addToCartViaApi(page, FIXTURES.inStockArticleId);
  await addToCartViaApi(page, FIXTURES.notBuyableArticleId);
  await page.goto('/varukorg/');
  await expect(page.locator('[data-blocked-lines]')).toContainText(
    'En vara i din varukorg går inte att köpa just nu. Ta bort den för att gå vidare till kassan:',
  );
  await expect(page.locator('[data-blocked-lines]').getByRole('listitem')).toContainText(BLOCKED[0]!.reason);
});

test('the product page of an article that cannot be bought offers no add button and says why', async ({ page }) => {
  await page.goto(`/produkt/${FIXTURES.notBuyableArticleId}/`);
  await expect(page.getByText('Den här varan går inte att köpa just nu.')).toBeVisible();
  await expect(page.getByText('Säljaren har tagit varan ur försäljning.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lägg i varukorgen' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  // A buyable one still has it.
  await page.goto(`/produkt/${FIXTURES.inStockArticleId}/`);
  await expect(page.getByRole('button', { name: 'Lägg i varukorgen' }).first()).toBeVisible();
});

test.describe('the phone menu is modal', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('40 Tabs and 40 Shift+Tabs stay inside; Escape closes it and focus returns to the button', async ({ page }) => {
    const menu = new Menu(page, 'sv-SE');
    await page.goto('/');
    await menu.trigger().click();
    await expect(menu.drawer()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const inside = () =>
      page.evaluate(() => Boolean(document.activeElement && document.getElementById('mobile-menu')?.contains(document.activeElement)));
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      expect(await inside()).toBe(true);
    }
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await inside()).toBe(true);
    }
    // Escape closes it from anywhere, even with focus moved off the drawer by a script.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Escape');
    await expect(menu.drawer()).toHaveCount(0);
    await expect(menu.trigger()).toBeFocused();
  });
});
