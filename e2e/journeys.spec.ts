// Issue 26, "Shopper journeys, second walk": what a picky shopper still trips over.
import { expect, test } from './support/consent';
import { addToCartViaApi } from './support/cart';
import { expectNoSeriousA11yViolations } from './support/axe';

const CHARGED = '100037'; // 229 kr / 149 kr.: under the threshold, the merchant charges shipping
const SHIPS_FREE = '100164'; // 129 kr / 79 kr.: the merchant ships it free (its own shipping)

test.describe('item 1: the free-shipping badge and the cart fee agree', () => {
  for (const { locale, prefix, badge, cart, shipping, free } of [
    { locale: 'sv-SE', prefix: '/produkt', badge: 'Fri frakt', cart: '/varukorg/', shipping: 'Frakt', free: 'Fri frakt' },
    { locale: 'da-DK', prefix: '/da-DK/produkt', badge: 'Fri fragt', cart: '/da-DK/inkobskurv/', shipping: 'Fragt', free: 'Gratis fragt' },
  ]) {
    test(`${locale}: no badge on a charged article, the badge on one that ships free, the cart charges accordingly`, async ({ page }) => {
      await page.goto(`${prefix}/${CHARGED}/x/`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(main.getByText(badge, { exact: true })).toHaveCount(0);
      await addToCartViaApi(page, CHARGED);
      await page.goto(cart);
      const fee = page.getByRole('main').getByRole('definition').filter({ hasText: /\d/ });
      await expect(page.getByRole('main').getByRole('term').filter({ hasText: new RegExp(`^${shipping}$`) })).toBeVisible();
      await expect(fee.nth(1)).toHaveText(/^\d+\s?kr\.?$/);

      await page.context().clearCookies({ name: 'nf_cid' });
      await page.goto(`${prefix}/${SHIPS_FREE}/x/`);
      await expect(page.getByRole('main').getByText(badge, { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await addToCartViaApi(page, SHIPS_FREE);
      await page.goto(cart);
      await expect(page.getByRole('main').getByRole('definition').filter({ hasText: new RegExp(`^${free}$`) })).toBeVisible();
    });
  }
});
