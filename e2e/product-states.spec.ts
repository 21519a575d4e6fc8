// One availability rule drives the card, the product page and the buy box.
// The phone product page's sticky buy bar (price + the buy box's own button). One market: the rule does not depend on
// it; the Finnish words are tests/components/product/finnish-availability-words.test.tsx's.
import type { Page } from '@playwright/test';
import { expect, test } from './support/consent';
import { expectNoSeriousA11yViolations } from './support/axe';
import { FIXTURES } from '../dev-services/seed/fixtures';

const LOCALES = [
  {
    code: 'sv-SE',
    prefix: '',
    product: '/produkt/',
    outOfStock: 'Slut i lager',
    soldOut: 'Slutsåld',
    shipping: /Skickas inom/,
    atMost: /Högst \d+ per beställning/,
    quantity: 'Antal',
    notSold: 'Kan inte beställas online',
    sold: /sålda?\b/,
    unsupported: 'Den här produkten går inte att designa online just nu.',
    cookware: '/kategori/kastruller-stekpannor/',
    addToCart: 'Lägg i varukorgen',
    added: 'Tillagd i varukorgen.',
    cart: '/varukorg/',
  },
] as const;

/** The buy column's text a person reads (the visually hidden hints included: a screen reader reads them). */
const buyColumn = (page: Page) => page.getByRole('main').locator('h1').locator('..');

for (const locale of LOCALES) {
  test.describe(`${locale.code}: availability`, () => {
    test('a sold-out product says so, and nothing about dispatch or how many may be ordered', async ({ page }) => {
      await page.goto(`${locale.product}${FIXTURES.outOfStockArticleId}/`);
      const column = buyColumn(page);
      await expect(column.locator('.stock-label')).toHaveText(locale.outOfStock);
      await expect(column.getByRole('button', { name: locale.soldOut })).toBeDisabled();
      const text = (await column.textContent()) ?? '';
      expect(text).not.toMatch(locale.shipping);
      expect(text).not.toMatch(locale.atMost);
      await expect(page.getByLabel(locale.quantity)).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });

    test('a design-your-own article the shop cannot design is "not sold online" on its card and its page alike', async ({ page }) => {
      await page.goto(`${locale.product}${FIXTURES.unsupportedDyoArticleId}/`);
      const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
      const column = buyColumn(page);
      await expect(column.getByText(locale.unsupported)).toBeVisible();
      await expect(column.locator('.stock-label')).toHaveText(locale.notSold);
      const pageText = (await column.textContent()) ?? '';
      expect(pageText).not.toMatch(locale.shipping);
      expect(pageText).not.toMatch(locale.sold);

      // Its card in "Kastruller & stekpannor" (the design brand's articles of the category) says the same.
      await page.goto(`${locale.cookware}?brand=fynd-design`);
      const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: title, exact: true }) });
      await expect(card).toHaveCount(1);
      await expect(card.locator('.stock-label')).toHaveText(locale.notSold);
      expect((await card.textContent()) ?? '').not.toMatch(locale.sold);
      await expectNoSeriousA11yViolations(page);
    });
  });

  test.describe(`${locale.code}: the phone's sticky buy bar`, () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test('appears once the buy box scrolls away, pads the page, adds to the cart like the buy box, by keyboard too', async ({ page }) => {
      await page.goto(`${locale.product}${FIXTURES.inStockArticleId}/`);
      const bar = page.getByTestId('sticky-buy-bar');
      const form = page.locator('form[action="/api/forms/cart/add/"]');
      // Not while the buy box is ahead or in view.
      await expect(bar).toBeHidden();
      await form.scrollIntoViewIfNeeded();
      await expect(bar).toBeHidden();
      expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');

      // Scrolled past: the bar shows the price and the buy box's button, and the page makes room for it.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(bar).toBeVisible();
      const price = ((await page.getByRole('main').locator('[data-size="large"] .now').textContent()) ?? '').trim();
      await expect(bar).toContainText(price);
      const button = bar.getByRole('button', { name: locale.addToCart });
      await expect(button).toHaveAttribute('form', (await form.getAttribute('id')) ?? 'no id');
      const padding = await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom));
      const box = await bar.boundingBox();
      expect(box).not.toBeNull();
      expect(padding).toBeGreaterThanOrEqual(Math.floor(box?.height ?? 999));
      // At the end of the page (now longer by the padding) nothing is under the bar: the last of the page ends above it.
      // Scrolled again on every check: the similar-products rail is laid out only when near (content-visibility),
      // which changes the page's height once the end is reached.
      await page.waitForFunction(() => {
        window.scrollTo(0, document.body.scrollHeight);
        return Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1;
      });
      const lastBottom = await page.evaluate(() => {
        const all = [...document.querySelectorAll('footer a, footer p, footer button')].filter(
          (el) => (el as HTMLElement).offsetParent !== null,
        );
        return Math.max(...all.map((el) => el.getBoundingClientRect().bottom));
      });
      expect(lastBottom).toBeLessThanOrEqual((box?.y ?? 0) + 1);
      await expectNoSeriousA11yViolations(page);

      // By keyboard: from the buy box's button, PageDown scrolls it away, then Tab reaches the bar's button.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(bar).toBeHidden();
      await form.getByRole('button', { name: locale.addToCart }).focus();
      for (let i = 0; i < 8 && !(await bar.isVisible()); i++) {
        await page.keyboard.press('PageDown');
        await bar.waitFor({ state: 'visible', timeout: 150 }).catch(() => undefined); // shown, or the next PageDown
      }
      await expect(bar).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(button).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(bar.getByText(locale.added)).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: locale.added })).toHaveCount(1);
      // Adding opens the mini cart (store/cart-listeners.ts), which takes the focus: never the page's body.
      expect(await page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body)).toBe(true);
      // Escape once the mini cart is open and has the focus, and it is gone before the bar is tapped.
      const miniCart = page.locator('#mini-cart');
      await expect
        .poll(() => page.evaluate(() => document.getElementById('mini-cart')?.contains(document.activeElement) ?? false))
        .toBe(true);
      await page.keyboard.press('Escape');
      await expect(miniCart).toHaveCount(0);

      // A tap on the bar: a second unit, the same form and quantity field as the buy box.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(bar).toBeVisible();
      await bar.getByRole('button', { name: locale.addToCart }).click();
      await expect(bar.getByRole('button', { name: locale.addToCart })).toBeVisible();
      await page.goto(locale.cart);
      // Two units: one by Enter, one by the tap (the stepper's live value).
      await expect(page.getByRole('main').locator('form[action] [aria-live="polite"]').first()).toHaveText('2');
    });

    // Axe on the phone product page without scripts is no-js.spec.ts's (the same template state).
    test('is hidden on a desktop', async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(`${locale.product}${FIXTURES.inStockArticleId}/`);
      // Scrolled to the end and a frame drawn after the scroll: the bar would show by then.
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            window.addEventListener('scroll', () => requestAnimationFrame(() => requestAnimationFrame(resolve)), { once: true });
            window.scrollTo(0, document.body.scrollHeight);
          }),
      );
      await expect(page.getByTestId('sticky-buy-bar')).toBeHidden();
      expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');
    });
  });
}
