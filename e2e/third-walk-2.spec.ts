// The third shopper walk, second part: focus after search, remove and apply (with and without JavaScript);
// the shared cart's prices, total and share sheet; ended and upcoming campaigns that do not look open;
// the desktop mega-menu's hover intent; sold-out cards without deal badges.
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E } from '../playwright.config';
import { presetConsent } from './support/consent';
import { FIXTURES } from '../dev-services/seed/fixtures';
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsWithoutScripts } from './support/axe';
import { addToCartViaApi } from './support/cart';
import { waitForHydration } from './support/hydration';
import { services } from './support/services';

/**
 * Every page starts with a stored consent choice. Pages are not awaited to hydrate by themselves (the tests with
 * JavaScript off have nothing to wait for): those with JavaScript call waitForHydration.
 */
const test = base.extend({
  context: async ({ context }, provide) => {
    await presetConsent(context);
    await provide(context);
  },
});

test.beforeEach(async ({ request }) => services.reset(request));
test.describe.configure({ timeout: 120_000 });

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

/** The id of what has keyboard focus ('BODY' when nothing does). */
const focusedId = (page: Page) =>
  page.evaluate(() => (document.activeElement === document.body ? 'BODY' : (document.activeElement?.id ?? '')));

for (const js of [true, false]) {
  test.describe(`focus after an action, ${js ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: js });

    test.describe('on a phone', () => {
      test.use(PHONE);

      test('a search leaves the focus on the results heading, not in the field (the keyboard closes)', async ({ page }) => {
        await page.goto('/');
        if (js) await waitForHydration(page);
        // The combobox replaces the plain field once the shopper reaches for it and its code has loaded.
        const search = page.getByRole('search');
        const field = search
          .getByRole('combobox', { name: 'Sök bland fynden' })
          .or(search.getByRole('searchbox', { name: 'Sök bland fynden' }));
        await field.tap();
        await field.fill('hörlurar');
        await field.press('Enter');
        await expect(page).toHaveURL(/\/s\/\?q=h%C3%B6rlurar/);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toContainText('hörlurar');
        await expect(heading).toBeFocused();
        await expect(field).not.toBeFocused();
      });
    });

    test('removing a cart line: focus on its answer, never on the body', async ({ page }) => {
      await page.goto('/');
      await addToCartViaApi(page, FIXTURES.inStockArticleId);
      await addToCartViaApi(page, FIXTURES.expensiveArticleId);
      await page.goto('/varukorg/');
      if (js) await waitForHydration(page);
      const lines = page.getByRole('main').locator('[data-testid^="cart-line-"]');
      await expect(lines).toHaveCount(2);
      await lines
        .first()
        .getByRole('button', { name: /^Ta bort (?!koden)/ })
        .click();
      await expect(lines).toHaveCount(1);
      if (js) {
        // The line that took its place, by its product name.
        const name = await lines.first().getByRole('link').first().innerText();
        await expect(lines.first().getByRole('link', { name, exact: true })).toBeFocused();
      } else {
        // The form's answer opens at its notice, which the browser focuses (#notice, tabindex -1).
        await expect(page).toHaveURL(/\?notice=cart-removed#notice$/);
        const notice = page.getByRole('status', { name: 'Meddelande' });
        await expect(notice).toHaveText('Varan är borttagen ur varukorgen.');
        await expect(notice).toBeFocused();
        await expectNoSeriousA11yViolationsWithoutScripts(page);
      }
      expect(await focusedId(page)).not.toBe('BODY');
    });

    test('applying a discount code: focus on the confirmation, not on "Ta bort koden"', async ({ page }) => {
      await page.goto('/');
      await addToCartViaApi(page, FIXTURES.inStockArticleId);
      await page.goto('/varukorg/');
      if (js) await waitForHydration(page);
      await page.getByLabel('Har du en rabattkod?').fill('FYND10');
      await page.getByRole('button', { name: 'Använd' }).click();
      const clear = page.getByRole('button', { name: 'Ta bort koden' });
      await expect(clear).toBeVisible();
      await expect(clear).not.toBeFocused();
      if (js) {
        await expect(page.getByRole('main').getByRole('status').filter({ hasText: '10 % rabatt' })).toBeFocused();
      } else {
        await expect(page).toHaveURL(/\?notice=rebate-applied#notice$/);
        const notice = page.getByRole('status', { name: 'Meddelande' });
        await expect(notice).toHaveText('Rabattkoden är tillagd.');
        await expect(notice).toBeFocused();
      }
    });
  });
}

test.describe('the shared cart', () => {
  const link = `/delad-varukorg/?items=${FIXTURES.inStockArticleId}*2,${FIXTURES.outOfStockArticleId}*1`;

  for (const js of [true, false]) {
    test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
      test.use({ javaScriptEnabled: js });

      test('each line tells its unit price from its total, and the cart has a total of what can be bought', async ({ page }) => {
        await page.goto(link);
        if (js) await waitForHydration(page);
        const list = page.getByRole('list', { name: 'Varor i den delade varukorgen' });
        const cable = list.getByRole('listitem').filter({ has: page.locator(`a[href*="/${FIXTURES.inStockArticleId}/"]`) });
        expect(nbsp(await cable.innerText())).toContain('2 st × 99 kr');
        expect(nbsp(await cable.innerText())).toContain('Totalt: 198 kr');
        const total = page.getByText('Summa', { exact: true }).locator('..');
        expect(nbsp(await total.innerText())).toBe('Summa\n198 kr');
        await expect(page.getByText('Varor som inte går att köpa just nu räknas inte med.')).toBeVisible();
        if (js) await expectNoSeriousA11yViolations(page);
        else await expectNoSeriousA11yViolationsWithoutScripts(page);
      });
    });
  }

  test("the share button opens the device's share sheet where there is one", async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __shared: ShareData[] };
      w.__shared = [];
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          w.__shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await page.goto('/');
    await addToCartViaApi(page, FIXTURES.inStockArticleId, 2);
    await page.goto('/varukorg/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Dela varukorgen' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Länken till din varukorg är delad.' })).toBeVisible();
    const shared = await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared);
    expect(shared).toHaveLength(1);
    expect(shared[0]?.title).toBe('Delad varukorg – Nordfynd');
    expect(shared[0]?.url).toMatch(new RegExp(`/delad-varukorg/\\?items=${FIXTURES.inStockArticleId}\\*2$`));
  });
});

test.describe('campaigns that are not on', () => {
  /**
   * The catalog's answer for Black Friday with other dates (and the status it claims), so the page is tested
   * on any day: the page goes by the dates. The e2e app keeps catalog answers 0.2 s (playwright.config.ts); `phase` is
   * the page's once it is rendered from the new answer.
   */
  async function blackFriday(request: APIRequestContext, dates: { status: string; startsAt: string; endsAt: string }, phase: string) {
    const real = await request.get(`${E2E.servicesUrl}/catalog/v1/campaigns/black-friday`, {
      headers: { 'X-Locale': 'en-US', 'X-Market': 'SE' },
    });
    expect(real.ok()).toBe(true);
    const body = (await real.json()) as { data: Record<string, unknown> };
    await services.fault(request, {
      method: 'GET',
      path: '^/catalog/v1/campaigns/black-friday$',
      status: 200,
      body: { data: { ...body.data, ...dates, articleCount: 40 } },
    });
    // The app may answer once more from its copy of the previous answer while it fetches this one: until the
    // page is rendered from the new answer (the box's data-phase, or none for a running campaign).
    await expect
      .poll(async () => /data-phase="(\w+)"/.exec(await (await request.get('/en-US/campaign/black-friday/')).text())?.[1] ?? 'running')
      .toBe(phase);
  }

  for (const js of [true, false]) {
    test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
      test.use({ javaScriptEnabled: js });

      test('an ended campaign says so, shows no products to buy and points to the current campaigns', async ({ page, request }) => {
        // The answer still says "running" (as a cached one would): its last day has passed.
        await blackFriday(
          request,
          { status: 'running', startsAt: '2025-11-28T00:00:00.000Z', endsAt: '2025-11-28T23:59:59.999Z' },
          'ended',
        );
        await page.goto('/en-US/campaign/black-friday/');
        if (js) await waitForHydration(page);
        await expect(page.getByText('Ended · November 28', { exact: true })).toBeVisible();
        const box = page.getByRole('region', { name: 'This campaign has ended' });
        await expect(box).toContainText('Black Friday ran November 28. Its offers no longer apply.');
        await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
        await expect(page.getByRole('button', { name: /Add to cart/ })).toHaveCount(0);
        if (js) await expectNoSeriousA11yViolations(page);
        else await expectNoSeriousA11yViolationsWithoutScripts(page);
        await box.getByRole('link', { name: 'See current campaigns' }).click();
        await expect(page).toHaveURL(/\/en-US\/campaign\/$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Campaigns');
      });

      test('an upcoming campaign is a teaser: when it starts and what it brings, no products to buy', async ({ page, request }) => {
        await blackFriday(
          request,
          { status: 'upcoming', startsAt: '2099-11-27T00:00:00.000Z', endsAt: '2099-11-27T23:59:59.999Z' },
          'upcoming',
        );
        await page.goto('/en-US/campaign/black-friday/');
        if (js) await waitForHydration(page);
        await expect(page.getByText('Coming soon · November 27', { exact: true })).toBeVisible();
        const box = page.getByRole('region', { name: 'Starts November 27' });
        await expect(box).toContainText('40 products at campaign prices when it starts. Come back then!');
        await expect(box.getByRole('link', { name: 'See current campaigns' })).toBeVisible();
        await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
        if (js) await expectNoSeriousA11yViolations(page);
        else await expectNoSeriousA11yViolationsWithoutScripts(page);
      });
    });
  }

  test('a running campaign still lists its products', async ({ page, request }) => {
    await blackFriday(request, { status: 'ended', startsAt: '2025-11-28T00:00:00.000Z', endsAt: '2099-11-28T23:59:59.999Z' }, 'running');
    await page.goto('/en-US/campaign/black-friday/');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'This campaign has ended' })).toHaveCount(0);
  });
});

test.describe('desktop mega-menu hover intent', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('with a panel open, resting on another top category switches to it; hover alone opens nothing; click and Escape work', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Kategorier' });
    const tops = nav.locator('li[data-slot="item"]:not([data-overflow]) > button');
    const first = tops.nth(0);
    const second = tops.nth(1);
    await first.hover();
    await page.waitForTimeout(400);
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await second.hover();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#desktop-submenu')).toBeVisible();
    // Click still toggles, and Escape closes with focus on the category's button.
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(first).toBeFocused();
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true });

    test('a touch has no hover: only a tap switches', async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      const tops = page.getByRole('navigation', { name: 'Kategorier' }).locator('li[data-slot="item"]:not([data-overflow]) > button');
      await tops.nth(0).tap();
      await expect(tops.nth(0)).toHaveAttribute('aria-expanded', 'true');
      await tops.nth(1).dispatchEvent('pointerover', { pointerType: 'touch', bubbles: true });
      await page.waitForTimeout(400);
      await expect(tops.nth(0)).toHaveAttribute('aria-expanded', 'true');
      await tops.nth(1).tap();
      await expect(tops.nth(1)).toHaveAttribute('aria-expanded', 'true');
    });
  });
});

test('a sold-out product card shows no deal badge and no reduction, as its product page', async ({ page, request }) => {
  // The catalog still lists it as a top deal with a reduction: the card is what leaves them out.
  const listed = await request.get(`${E2E.servicesUrl}/catalog/v1/articles/${FIXTURES.outOfStockArticleId}`, {
    headers: { 'X-Locale': 'sv-SE', 'X-Market': 'SE' },
  });
  const { data } = (await listed.json()) as { data: { badgeIds: string[]; stock: number; lowestPrice30Days?: unknown } };
  expect(data.badgeIds).toContain('top-deal');
  expect(data.stock).toBe(0);
  expect(data.lowestPrice30Days).toBeDefined();
  await page.goto(`/produkt/${FIXTURES.outOfStockArticleId}/`);
  const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  await page.goto(`/s/?q=${encodeURIComponent(title)}`);
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: title, exact: true }) });
  await expect(card).toContainText('Slut i lager');
  await expect(card).not.toContainText('Toppfynd');
  await expect(card.locator('.discount')).toHaveCount(0);
});
