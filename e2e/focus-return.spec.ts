// Keyboard focus returns to where it came from after the mini cart and the consent dialog.
import { expect, liveTest as baseTest, test } from './support/consent';
import { FIXTURES } from '../dev-services/seed/fixtures';
import { ConsentBanner, SV } from './pages/consent-banner';
import { services } from './support/services';

test.beforeEach(async ({ request }) => services.reset(request));

test.describe('mini cart', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('Escape returns focus to the cart button that opened it', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('banner').getByRole('button', { name: /^Varukorg, \d+ varor?$/ });
    await button.focus();
    await page.keyboard.press('Enter');
    const mini = page.getByRole('dialog', { name: 'Din varukorg' });
    await expect(mini).toBeVisible();
    await expect(mini.getByRole('button').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(mini).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('opened by add to cart, Escape returns focus to the add-to-cart button', async ({ page }) => {
    await page.goto(`/produkt/${FIXTURES.inStockArticleId}/x/`);
    const add = page.getByRole('main').getByRole('button', { name: 'Lägg i varukorgen', exact: true });
    await add.focus();
    await page.keyboard.press('Enter');
    const mini = page.getByRole('dialog', { name: 'Din varukorg' });
    await expect(mini.getByTestId(`cart-line-${FIXTURES.inStockArticleId}`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(mini).toBeHidden();
    await expect(add).toBeFocused();
  });
});

baseTest.describe('consent first layer', () => {
  baseTest.use({ viewport: { width: 1366, height: 900 } });

  baseTest("a choice by keyboard leaves focus on the skip link, the page's first stop, not on nothing", async ({ page }) => {
    const banner = new ConsentBanner(page, SV);
    await page.goto('/');
    await expect(banner.dialog()).toBeFocused();
    await banner.button('acceptAll').focus();
    await page.keyboard.press('Enter');
    await expect(banner.anyDialog()).toHaveCount(0);
    const skip = page.getByRole('link', { name: 'Hoppa till innehållet' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    // The next Tab goes on into the header, not back to the top of nothing.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('header'))).toBe(true);
  });

  baseTest('a choice by mouse also leaves focus in the page', async ({ page }) => {
    const banner = new ConsentBanner(page, SV);
    await page.goto('/');
    await banner.rejectAll();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('skip-link');
  });
});
