// What a shopper types, focuses or opens while the app's scripts are held back survives hydration
// (components/ui/carry-over.ts): the header search's text and focus, the cart's rebate code, and the
// phone's filter panel with its choices.
import { test, expect, type Page, type Route } from '@playwright/test';
import { FIXTURES } from '../dev-services/seed/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { addToCartViaApi } from './support/cart';
import { presetConsent } from './support/consent';
import { services } from './support/services';

test.beforeEach(async ({ request, context }) => {
  await services.reset(request);
  await presetConsent(context);
});
test.describe.configure({ timeout: 120_000 });

/** Holds every app script (Next's chunks) until `release()`. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/_next\/static\/.*\.js$/, async (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return {
    async release() {
      released = true;
      for (const route of held.splice(0)) await route.continue();
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    },
  };
}

const notHydrated = (page: Page) => page.evaluate(() => !document.documentElement.hasAttribute('data-hydrated'));

test('search: text typed before hydration stays in the field, with the focus, when the combobox takes over', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  expect(await notHydrated(page)).toBe(true);
  const field = page.getByRole('searchbox', { name: 'Sök bland fynden' });
  await field.click();
  await page.keyboard.type('hörlurar');
  await scripts.release();
  const combobox = page.getByRole('combobox', { name: 'Sök bland fynden' });
  await expect(combobox).toHaveValue('hörlurar');
  await expect(combobox).toBeFocused();
  // Still the shopper's field: typing goes on where they were.
  await page.keyboard.type(' bt');
  await expect(combobox).toHaveValue('hörlurar bt');
});

test('rebate code: typed before hydration, still there and focused afterwards', async ({ page }) => {
  await page.goto('/');
  await addToCartViaApi(page, FIXTURES.inStockArticleId);
  const scripts = await holdScripts(page);
  await page.goto('/varukorg/', { waitUntil: 'domcontentloaded' });
  expect(await notHydrated(page)).toBe(true);
  const field = page.getByLabel('Har du en rabattkod?');
  await field.click();
  await page.keyboard.type('FYND10');
  await scripts.release();
  await expect(page.getByLabel('Har du en rabattkod?')).toHaveValue('FYND10');
  await expect(page.getByLabel('Har du en rabattkod?')).toBeFocused();
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('filter panel opened before hydration stays open, and the chosen sort and facet are applied', async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto('/kategori/phones-accessories/', { waitUntil: 'domcontentloaded' });
    expect(await notHydrated(page)).toBe(true);
    const panel = page.locator('details#listing-filters-phone-panel');
    await panel.locator('summary').click();
    await expect(panel).toHaveAttribute('open', '');
    await panel.getByLabel('Sortera efter').selectOption('price_asc');
    await panel.getByRole('checkbox').first().check();
    const facet = await panel.getByRole('checkbox').first().getAttribute('value');
    const facetName = await panel.getByRole('checkbox').first().getAttribute('name');
    await scripts.release();
    await expect(page).toHaveURL(/[?&]sort=price_asc/);
    expect(new URL(page.url()).searchParams.getAll(facetName ?? '')).toContain(facet);
    const sheet = page.getByRole('dialog');
    await expect(sheet).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
