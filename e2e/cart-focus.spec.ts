// Keyboard focus never falls to <body> in the cart (+/−, remove, rebate code with
// Enter; a removed line hands focus to the next line's product name, an applied code to its confirmation) and the mini cart is a modal dialog (Tab stays inside, Escape closes it and returns focus).
import type { Page } from '@playwright/test';
import { expect, test } from './support/consent';
import { FIXTURES } from '../dev-services/seed/fixtures';
import { addToCartViaApi } from './support/cart';
import { waitForHydration } from './support/hydration';
import { services } from './support/services';

test.beforeEach(async ({ request }) => services.reset(request));

const L = {
  'sv-SE': {
    prefix: '',
    cart: '/varukorg/',
    checkout: '/varukorg/kassa/',
    increase: 'Öka antal',
    decrease: 'Minska antal',
    remove: /^Ta bort (?!koden)/,
    empty: 'Din varukorg är tom. Dags att fynda!',
    rebate: 'Har du en rabattkod?',
    rebateClear: 'Ta bort koden',
    rebateTitle: '10 % rabatt',
    miniCart: 'Din varukorg',
    cartButton: /^Varukorg, \d+ var(a|or)$/,
  },
} as const;

/** What has keyboard focus, as a person would name it: the element's accessible label or text; 'BODY' when nothing. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'BODY';
    return el.getAttribute('aria-label') ?? el.id ?? el.textContent ?? el.tagName;
  });

const line = (page: Page, articleId: string) => page.getByTestId(`cart-line-${articleId}`);

// One market: the focus rules do not depend on it; the Finnish words are checked in
// tests/components/cart/finnish-cart-words.test.tsx.
for (const locale of ['sv-SE'] as const) {
  const l = L[locale];
  test.describe(`keyboard in the cart, ${locale}`, () => {
    test.use({ viewport: { width: 1366, height: 900 } });

    test('"+" pressed twice by keyboard on the cart page: focus stays on it; "−" down to 1 moves focus to "+"', async ({ page }) => {
      await page.goto(`${l.prefix}/`);
      await addToCartViaApi(page, FIXTURES.inStockArticleId, 1);
      await page.goto(l.cart);
      await waitForHydration(page);
      const plus = line(page, FIXTURES.inStockArticleId).getByRole('button', { name: l.increase, exact: true });
      await plus.focus();
      await page.keyboard.press('Enter');
      await expect(line(page, FIXTURES.inStockArticleId).locator('output')).toHaveText('2');
      expect(await focused(page)).toBe(l.increase);
      await page.keyboard.press('Enter');
      await expect(line(page, FIXTURES.inStockArticleId).locator('output')).toHaveText('3');
      await expect(plus).toBeFocused();
      expect(await focused(page)).toBe(l.increase);

      const minus = line(page, FIXTURES.inStockArticleId).getByRole('button', { name: l.decrease, exact: true });
      await minus.focus();
      await page.keyboard.press('Enter');
      await expect(line(page, FIXTURES.inStockArticleId).locator('output')).toHaveText('2');
      await expect(minus).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(line(page, FIXTURES.inStockArticleId).locator('output')).toHaveText('1');
      // "−" is now disabled at 1: focus moved to "+", not to the body.
      await expect(plus).toBeFocused();
    });

    test("remove by keyboard: focus goes to the next line's product name (not its remove), then to the empty cart's message", async ({
      page,
    }) => {
      await page.goto(`${l.prefix}/`);
      await addToCartViaApi(page, FIXTURES.expensiveArticleId, 1);
      await addToCartViaApi(page, FIXTURES.inStockArticleId, 1);
      await page.goto(l.cart);
      await waitForHydration(page);
      const lines = page.getByRole('main').locator('[data-testid^="cart-line-"]');
      await expect(lines).toHaveCount(2);
      const firstRemove = lines.first().getByRole('button', { name: l.remove });
      await firstRemove.focus();
      await page.keyboard.press('Enter');
      await expect(lines).toHaveCount(1);
      const name = await lines.first().getByRole('link').first().innerText();
      await expect(lines.first().getByRole('link', { name, exact: true })).toBeFocused();
      await expect(lines.first().getByRole('button', { name: l.remove })).not.toBeFocused();
      await lines.first().getByRole('button', { name: l.remove }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText(l.empty)).toBeVisible();
      await expect(page.getByText(l.empty)).toBeFocused();
    });

    test('rebate code with Enter: focus moves to the confirmation (not "remove the code"), and back to the field after removing it', async ({
      page,
    }) => {
      await page.goto(`${l.prefix}/`);
      await addToCartViaApi(page, FIXTURES.inStockArticleId, 1);
      await page.goto(l.cart);
      await waitForHydration(page);
      const field = page.getByLabel(l.rebate);
      await field.fill('fynd10');
      await field.press('Enter');
      const clear = page.getByRole('button', { name: l.rebateClear });
      await expect(clear).toBeVisible();
      await expect(page.getByRole('main').getByText(l.rebateTitle).first()).toBeVisible();
      const confirmation = page.getByRole('main').getByRole('status').filter({ hasText: l.rebateTitle });
      await expect(confirmation).toBeFocused();
      await expect(clear).not.toBeFocused();
      await clear.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByLabel(l.rebate)).toBeFocused();
      await expect(page.getByRole('main').getByText(l.rebateTitle)).toHaveCount(0);
    });

    test("remove at checkout by keyboard: focus goes to the next line's product name, never to the body", async ({ page }) => {
      await page.goto(`${l.prefix}/`);
      await addToCartViaApi(page, FIXTURES.expensiveArticleId, 1);
      await addToCartViaApi(page, FIXTURES.inStockArticleId, 1);
      await page.goto(l.checkout);
      await waitForHydration(page);
      const lines = page.getByRole('main').locator('[data-testid^="cart-line-"]');
      await expect(lines).toHaveCount(2);
      await lines.first().getByRole('button', { name: l.remove }).focus();
      await page.keyboard.press('Enter');
      await expect(lines).toHaveCount(1);
      const name = await lines.first().getByRole('link').first().innerText();
      await expect(lines.first().getByRole('link', { name, exact: true })).toBeFocused();
    });

    test('mini cart: a modal dialog; "+" twice by keyboard keeps focus; Tab and Shift+Tab stay inside; Escape returns to the cart button', async ({
      page,
    }) => {
      await page.goto(`${l.prefix}/`);
      await addToCartViaApi(page, FIXTURES.inStockArticleId, 1);
      await page.reload();
      await waitForHydration(page);
      const button = page.getByRole('banner').getByRole('button', { name: l.cartButton });
      await button.focus();
      await page.keyboard.press('Enter');
      const mini = page.getByRole('dialog', { name: l.miniCart });
      await expect(mini).toBeVisible();
      await expect(mini).toHaveAttribute('aria-modal', 'true');

      const plus = mini.getByRole('button', { name: l.increase, exact: true });
      await plus.focus();
      await page.keyboard.press('Enter');
      await expect(mini.locator('output')).toHaveText('2');
      await page.keyboard.press('Enter');
      await expect(mini.locator('output')).toHaveText('3');
      await expect(plus).toBeFocused();

      // Twice around the dialog forwards, then backwards: focus never leaves it. The page notes after each
      // key (on its keyup, once focus has moved) whether focus is inside, and the notes are read once at the end.
      const stops = await mini.evaluate(
        (root) =>
          root.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])')
            .length,
      );
      expect(stops).toBeGreaterThan(3);
      await page.evaluate(() => {
        const w = window as unknown as { __focusInside: string[] };
        w.__focusInside = [];
        window.addEventListener(
          'keyup',
          (event) => {
            if (event.key !== 'Tab') return;
            const inside = !!document.activeElement && document.getElementById('mini-cart')!.contains(document.activeElement);
            w.__focusInside.push(
              `${event.shiftKey ? 'Shift+Tab' : 'Tab'}: ${inside ? 'inside' : `left to ${document.activeElement?.tagName ?? 'nothing'}`}`,
            );
          },
          true,
        );
      });
      for (let i = 0; i < stops * 2; i++) await page.keyboard.press('Tab');
      for (let i = 0; i < stops * 2; i++) await page.keyboard.press('Shift+Tab');
      const notes = await page.evaluate(() => (window as unknown as { __focusInside: string[] }).__focusInside);
      expect(notes).toEqual([...Array<string>(stops * 2).fill('Tab: inside'), ...Array<string>(stops * 2).fill('Shift+Tab: inside')]);
      await page.keyboard.press('Escape');
      await expect(mini).toBeHidden();
      await expect(button).toBeFocused();
    });
  });
}
