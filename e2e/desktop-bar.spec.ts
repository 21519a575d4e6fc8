// Every top category is visible in the desktop bar or in its "More" menu at every
// width from 1024 px; start-page rails have previous/next buttons. An open
// panel's links follow its trigger in Tab order, and a panel opened by keyboard focuses its first link.
import { expect, test } from './support/consent';
import { expectNoSeriousA11yViolations } from './support/axe';
import { Menu, categoryNameOf, topCategoryNames, type MenuLocale } from './pages/menu';
import { services } from './support/services';

test.beforeEach(async ({ request }) => services.reset(request));

for (const width of [1024, 1366]) {
  for (const locale of ['sv-SE', 'fi-FI'] as MenuLocale[]) {
    test.describe(`${locale} at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test('every top category is fully visible in the bar or listed under "More"', async ({ page }) => {
        const menu = new Menu(page, locale);
        await page.goto(`${menu.text.prefix}/`);
        await expect(menu.barButton(topCategoryNames(locale)[0]!)).toBeVisible();
        // Measured after hydration: "More" shows up when something does not fit.
        await expect(menu.moreButton()).toBeVisible();
        expect(await menu.fullyInBar(menu.moreButton())).toBe(true);
        const inBar: string[] = [];
        for (const name of topCategoryNames(locale)) {
          const button = menu.barButton(name);
          if ((await button.isVisible()) && (await menu.fullyInBar(button))) inBar.push(name);
          else await expect(button).toBeHidden(); // not cut half-way: either whole or moved to "More"
        }
        await menu.moreButton().click();
        // Top-level links only: each lists its subcategories under it.
        const topLinks = menu.morePanel().locator('li:not(li li) > a');
        const listed = await topLinks.allTextContents();
        expect(listed.map((name) => name.trim())).toEqual(topCategoryNames(locale).filter((name) => !inBar.includes(name)));
        expect(inBar.length).toBeGreaterThanOrEqual(width === 1366 ? 5 : 3);
        // Axe once for this template state (the bar with "More" open): the other widths and locale are the same markup.
        if (width === 1366 && locale === 'sv-SE') await expectNoSeriousA11yViolations(page);
        // A category from "More" is a link to its page.
        const first = topLinks.first();
        const href = (await first.getAttribute('href')) ?? '';
        const name = ((await first.textContent()) ?? '').trim();
        await first.click();
        await page.waitForURL((url) => url.pathname === href);
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      });
    });
  }
}

test.describe('desktop panels by keyboard', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("an open panel's links come right after its trigger; opened by keyboard, the first link has focus and arrows move", async ({
    page,
  }) => {
    const menu = new Menu(page, 'sv-SE');
    await page.goto('/');
    const name = categoryNameOf('home-kitchen', 'sv-SE');
    const trigger = menu.barButton(name);
    await trigger.click();
    const showAll = menu.desktopPanel().getByRole('link', { name: menu.text.showAll(name) });
    await expect(showAll).toBeVisible();
    await trigger.focus();
    await page.keyboard.press('Tab');
    await expect(showAll).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu.desktopPanel()).toBeHidden();
    await expect(trigger).toBeFocused();
    // Enter opens it with focus on its first link (the menu's focus index), ArrowDown moves on.
    await page.keyboard.press('Enter');
    await expect(showAll).toBeFocused();
    const second = menu.desktopPanel().getByRole('link').nth(1);
    await expect(second).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(second).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(showAll).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();
  });

  test('"More" opens by keyboard onto its first category and Escape returns to it', async ({ page }) => {
    const menu = new Menu(page, 'fi-FI');
    await page.goto('/fi-FI/');
    await menu.moreButton().focus();
    await page.keyboard.press('Enter');
    await expect(menu.morePanel().getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu.morePanel()).toBeHidden();
    await expect(menu.moreButton()).toBeFocused();
  });
});

test.describe('start page rails', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  for (const l of [
    { locale: 'sv-SE', prefix: '', previous: /^Föregående produkter: /, next: /^Nästa produkter: / },
    { locale: 'fi-FI', prefix: '/fi-FI', previous: /^Edelliset tuotteet: /, next: /^Seuraavat tuotteet: / },
  ]) {
    test(`${l.locale}: previous/next scroll a rail, are disabled at its ends and work by keyboard`, async ({ page }) => {
      await page.goto(`${l.prefix}/`);
      const main = page.getByRole('main');
      const previous = main.getByRole('button', { name: l.previous }).first();
      const next = main.getByRole('button', { name: l.next }).first();
      const title = ((await next.getAttribute('aria-label')) ?? '').replace(l.next, '');
      const track = main.getByRole('list', { name: title });
      // Only the rail's own items are snap points: a card's badges were too, and the browser now and then
      // snapped the rail 10 px in while the page loaded ("previous" then enabled at the start).
      const snapPoints = await track.evaluate((el) =>
        [...el.querySelectorAll('*')]
          .filter((item) => getComputedStyle(item).scrollSnapAlign !== 'none')
          .map((item) => item.parentElement === el),
      );
      expect(snapPoints.length).toBeGreaterThan(1);
      expect(snapPoints.every(Boolean)).toBe(true);
      await expect(previous).toHaveAttribute('aria-disabled', 'true');
      await expect(next).toHaveAttribute('aria-disabled', 'false');
      await next.click();
      await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      await expect(previous).toHaveAttribute('aria-disabled', 'false');
      // By keyboard to the end: "next" turns disabled and keeps focus.
      await next.focus();
      for (let i = 0; i < 20 && (await next.getAttribute('aria-disabled')) !== 'true'; i++) {
        // The rail's smooth scroll ends (or a second passes: nothing left to scroll), then the buttons are current.
        const scrolled = track.evaluate(
          (el) =>
            new Promise((resolve) => {
              el.addEventListener('scrollend', () => requestAnimationFrame(() => resolve(null)), { once: true });
              setTimeout(resolve, 1_000);
            }),
        );
        await page.keyboard.press('Enter');
        await scrolled;
      }
      await expect(next).toHaveAttribute('aria-disabled', 'true');
      await expect(next).toBeFocused();
      const atEnd = await track.evaluate((el) => el.scrollLeft);
      // Enter on the disabled "next": a smooth scroll would have begun by the second frame after it.
      await page.keyboard.press('Enter');
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await track.evaluate((el) => el.scrollLeft)).toBe(atEnd);
      await previous.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeLessThan(atEnd);
    });
  }
});
