// Product pages that earn the purchase: the rating opens the product's reviews (paged, newest or most helpful), a rail
// of similar products in stock, and a sold-out page without deal badges, with alternatives and a "tell me when it is
// back" form; with and without JavaScript. Also: back restores the scroll position after a fresh load, a one-letter
// search, and page titles.
import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/consent';
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsWithoutScripts } from './support/axe';
import { services } from './support/services';
import { FIXTURES } from '../dev-services/seed/fixtures';

test.beforeEach(async ({ request }) => services.reset(request));
test.describe.configure({ timeout: 120_000 });

const notice = (page: Page) => page.getByRole('main').locator('[data-notice]');
/** 100063: a speaker with 137 reviews (3,3); 100084: a keyboard, sold out, a "Toppfynd" with a reduction. */
const REVIEWED = `/produkt/${FIXTURES.variantsArticleId}/`;
const SOLD_OUT = `/produkt/${FIXTURES.outOfStockArticleId}/`;

async function reviewsJourney(page: Page) {
  await page.goto(REVIEWED);
  await page.getByRole('link', { name: /Läs alla 137 omdömen/ }).click();
  await expect(page).toHaveURL(/\/produktomdomen\/100063\/[a-z0-9-]+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Omdömen om Polarbyte Bluetooth-högtalare/);
  // Each review is a list item with its title as a heading (the breadcrumbs are a list too).
  const list = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(list).toHaveCount(10);
  const newest = page.getByRole('navigation', { name: 'Sortera omdömen' });
  await expect(newest.getByRole('link', { name: 'Nyaste först' })).toHaveAttribute('aria-current', 'page');
  await newest.getByRole('link', { name: 'Mest hjälpsamma' }).click();
  await expect(page).toHaveURL(/\?sort=helpful$/);
  await expect(page.getByRole('navigation', { name: 'Sortera omdömen' }).getByRole('link', { name: 'Mest hjälpsamma' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(list.first()).toContainText(/personer? tyckte att omdömet var hjälpsamt/);
  await page.getByRole('link', { name: 'Sida 2' }).click();
  await expect(page).toHaveURL(/\?(?=.*sort=helpful)(?=.*page=2)/);
  await expect(list).toHaveCount(10);
}

async function soldOutJourney(page: Page, axe: (page: Page) => Promise<void>) {
  const urls: string[] = [];
  const record = (request: Request) => urls.push(request.url());
  page.on('request', record);
  await page.goto(SOLD_OUT);
  // The product's own column (the rail's cards below have their own badges and reductions).
  const buyColumn = page.getByRole('main').locator('div:has(> h1)');
  await expect(buyColumn.getByRole('button', { name: 'Slutsåld' })).toBeDisabled();
  await expect(buyColumn.locator('.badge-list').getByText('Toppfynd')).toHaveCount(0);
  await expect(buyColumn.getByText(/−\s?\d+\s?%/)).toHaveCount(0);
  const alternatives = page.getByRole('region', { name: 'Alternativ som finns i lager' });
  await expect(alternatives.getByRole('link').first()).toBeVisible();
  await expect(alternatives.getByRole('listitem')).not.toHaveCount(0);
  const form = page.getByRole('region', { name: 'Bevaka varan' });
  await form.getByLabel('E-postadress').fill('kari.nordmann@');
  await form.getByRole('button', { name: 'Mejla mig när den är tillbaka' }).click();
  await expect(notice(page)).toHaveText('Ange en giltig e-postadress, till exempel namn@exempel.se.');
  await expect(page.getByRole('region', { name: 'Bevaka varan' }).getByLabel('E-postadress')).toHaveAttribute('aria-invalid', 'true');
  await axe(page);
  await page.getByRole('region', { name: 'Bevaka varan' }).getByLabel('E-postadress').fill('kari.nordmann@example.se');
  await page.getByRole('region', { name: 'Bevaka varan' }).getByRole('button', { name: 'Mejla mig när den är tillbaka' }).click();
  await expect(notice(page)).toHaveText('Klart! Vi mejlar dig när varan finns i lager igen.');
  await expect(page).toHaveURL(/\/produkt\/100084\/[a-z0-9-]+\/\?notice=stock-alert-saved$/);
  await axe(page);
  page.off('request', record);
  // The address never goes into a URL (history, logs, Referer).
  expect(urls.filter((url) => /kari|%40|@/i.test(url))).toEqual([]);
}

test.describe('with JavaScript', () => {
  test('the rating opens the reviews, sorted newest or most helpful and paged', async ({ page }) => {
    await reviewsJourney(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('an in-stock product shows a rail of similar products in stock', async ({ page }) => {
    await page.goto(REVIEWED);
    const rail = page.getByRole('region', { name: 'Liknande produkter i lager' });
    await rail.scrollIntoViewIfNeeded();
    const cards = rail.getByRole('listitem').filter({ has: page.getByRole('link') });
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(2);
    await expect(rail).not.toContainText('Slut i lager');
    await expectNoSeriousA11yViolations(page);
  });

  test('a sold-out product: no deal badge, alternatives, and the back-in-stock form with its notices', async ({ page }) => {
    await soldOutJourney(page, expectNoSeriousA11yViolations);
  });

  test('back restores the scroll position after a fresh load', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    // A page answering a form is no-store: never in the back/forward cache, so back loads it afresh.
    const listing = '/alla-kategorier/?notice=cart-added';
    await page.goto(listing);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);
    await page.goto('/kundservice/');
    await page.goBack();
    await expect(page).toHaveURL(/\/alla-kategorier\/\?notice=cart-added$/);
    expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)).toBe(
      'back_forward',
    );
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);
  });

  test('back restores the position of a page left inside the app, after a fresh load of the page after it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto('/alla-kategorier/?notice=cart-added');
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(700);
    // A client-side navigation, as a link click makes, then a full one.
    await page.evaluate(() =>
      (window as unknown as { next: { router: { push(url: string): Promise<boolean> } } }).next.router.push(
        '/kundservice/?notice=cart-added',
      ),
    );
    await expect(page).toHaveURL(/\/kundservice\//);
    await page.goto('/varumarke/');
    await page.goBack();
    await expect(page).toHaveURL(/\/kundservice\//);
    await page.goBack();
    await expect(page).toHaveURL(/\/alla-kategorier\//);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(700);
  });

  test('a one-letter search asks for one more character instead of listing everything', async ({ page }) => {
    await page.goto('/s/?q=a');
    await expect(page.getByRole('status').filter({ hasText: 'Skriv minst 2 tecken för att söka.' })).toBeVisible();
    await expect(page.getByRole('main').locator('a[href*="/produkt/"]')).toHaveCount(0);
  });

  test('the 404 and design-your-own landing titles end with "– Nordfynd"', async ({ page }) => {
    await page.goto('/finns-inte/');
    await expect(page).toHaveTitle('Sidan hittades inte – Nordfynd');
    await page.goto('/designa/mobilskal/');
    await expect(page).toHaveTitle('Designa ditt eget mobilskal – Nordfynd');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the rating opens the reviews, sorted newest or most helpful and paged', async ({ page }) => {
    await reviewsJourney(page);
    await expectNoSeriousA11yViolationsWithoutScripts(page);
  });

  test('a sold-out product: alternatives and the back-in-stock form with its notices', async ({ page }) => {
    await soldOutJourney(page, expectNoSeriousA11yViolationsWithoutScripts);
  });
});
