import type { Page, Request } from '@playwright/test';
import { expect, liveTest as test } from './support/consent';
import { expectNoSeriousA11yViolations } from './support/axe';
import { services } from './support/services';
import { ConsentBanner, SV } from './pages/consent-banner';

/** Two frames after the page's effects: a dialog the stored choice would open is drawn by then. */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

test.beforeEach(async ({ request }) => services.reset(request));

/** Every request the page makes to a host other than the app's own. */
function collectForeignRequests(page: Page): Request[] {
  const foreign: Request[] = [];
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(hostname) && !request.url().startsWith('data:')) foreign.push(request);
  });
  return foreign;
}

test('with no choice: the banner is shown, nothing is tracked, no affiliate or recommendation cookie, no third-party request', async ({
  page,
  context,
}) => {
  const foreign = collectForeignRequests(page);
  const banner = new ConsentBanner(page);
  await page.goto('/en-US/?utm_source=tradedoubler&tduid=td123');
  await expect(banner.dialog()).toBeVisible();
  // The CMP is up (after hydration) and says no choice exists yet.
  await page.waitForFunction(() => typeof (window as unknown as { __tcfapi?: unknown }).__tcfapi === 'function');
  const ping = await page.evaluate(
    () =>
      new Promise((resolve) =>
        (window as unknown as { __tcfapi: (c: string, v: number, cb: (r: unknown) => void) => void }).__tcfapi('ping', 2, resolve),
      ),
  );
  expect(ping).toMatchObject({ cmpLoaded: true, gdprApplies: true, displayStatus: 'visible' });
  await page.waitForTimeout(1500);
  expect(await banner.dataLayer()).toBeNull();
  expect(await ConsentBanner.trackingCookies(context)).toEqual([]);
  expect(await ConsentBanner.cookie(context, 'nf_consent')).toBeUndefined();
  expect(foreign.map((r) => r.url())).toEqual([]);
});

test('back to a copy of a page from before the choice (a browser cache that ignores Vary: Cookie): the first layer never shows', async ({
  page,
  context,
  request,
}) => {
  const banner = new ConsentBanner(page, SV);
  // The page as it was answered before the choice, headers (its nonce's CSP) and all: with the first layer in it.
  const before = await request.get('/kundservice/');
  const copy = { status: before.status(), headers: before.headers(), body: await before.text() };
  expect(copy.body).toContain('data-consent-first-layer');
  await page.goto('/kundservice/');
  await banner.rejectAll();
  expect(await ConsentBanner.cookie(context, 'nf_consent')).toBe('1.00000000000.0000');
  // Chromium's cache honours Vary: Cookie and asks the server again; a cache that does not answers back with the old copy.
  await page.route(/\/kundservice\/$/, (route) => (route.request().isNavigationRequest() ? route.fulfill(copy) : route.fallback()));
  // An unload listener keeps the page out of the back/forward cache: back loads the document again.
  await page.evaluate(() => addEventListener('unload', () => undefined));
  await page.goto('/varumarke/');
  await page.goBack();
  expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)).toBe(
    'back_forward',
  );
  // The head's script saw the cookie: the layer in the copy is hidden from the first paint, and hydration removes it.
  await expect(page.locator('html')).toHaveClass(/\bnf-consented\b/);
  await expect(banner.dialog()).toBeHidden();
});

test('reject all keeps everything off after a navigation, and the choice is remembered', async ({ page, context }) => {
  const foreign = collectForeignRequests(page);
  const banner = new ConsentBanner(page, SV);
  await page.goto('/?utm_source=tradedoubler&tduid=td123');
  await banner.rejectAll();
  expect(await ConsentBanner.cookie(context, 'nf_consent')).toBe('1.00000000000.0000');
  await expect.poll(() => ConsentBanner.cookie(context, 'euconsent-v2')).toMatch(/^[A-Za-z0-9_-]{20,}/);
  await page.getByRole('navigation', { name: 'Kategorier' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/alla-kategorier\/$/);
  await page.waitForTimeout(1500);
  expect(await banner.dataLayer()).toBeNull();
  expect(await ConsentBanner.trackingCookies(context)).toEqual([]);
  await page.reload(); // resolves once the page is hydrated (./support/hydration.ts)
  await nextFrames(page);
  await expect(banner.anyDialog()).toHaveCount(0);
  expect(foreign.map((r) => r.url())).toEqual([]);
});

test('accept all stores a valid TC string, sets the affiliate cookie from tduid and the recommendation keys', async ({ page, context }) => {
  const banner = new ConsentBanner(page);
  await page.goto('/en-US/?utm_source=tradedoubler&tduid=td123');
  await banner.acceptAll();
  await expect.poll(() => ConsentBanner.trackingCookies(context)).toEqual(expect.arrayContaining(['nf_aff', 'nf_rck', 'nf_rsk']));
  expect(await ConsentBanner.cookie(context, 'nf_aff')).toBe('td123');
  const tcString = await expect
    .poll(() => ConsentBanner.cookie(context, 'euconsent-v2'))
    .toMatch(/^C/)
    .then(() => ConsentBanner.cookie(context, 'euconsent-v2'));
  const tcData = await page.evaluate(
    () =>
      new Promise((resolve) =>
        (window as unknown as { __tcfapi: (c: string, v: number, cb: (r: unknown) => void) => void }).__tcfapi('getTCData', 2, resolve),
      ),
  );
  expect(tcData).toMatchObject({
    tcString,
    gdprApplies: true,
    purpose: { consents: { '1': true, '5': true, '8': true } },
    vendor: { consents: { '1901': true, '1904': true } },
  });
  // Another network's click (gad_source) removes the affiliate cookie.
  await page.goto('/en-US/?gad_source=1');
  await expect.poll(() => ConsentBanner.cookie(context, 'nf_aff')).toBeUndefined();
});

test('the banner passes axe-core, takes focus without holding it (no wall) and works by keyboard alone; the footer reopens it', async ({
  page,
  context,
}) => {
  const banner = new ConsentBanner(page);
  await page.goto('/en-US/');
  await expect(banner.dialog()).toBeVisible();
  await expect(banner.dialog()).toBeFocused();
  // Non-blocking (docs/adr/0018-forms-first.md): not modal, and the keyboard can go on into the page.
  await expect(banner.dialog()).not.toHaveAttribute('aria-modal', 'true');
  await expectNoSeriousA11yViolations(page);
  let left = false;
  for (let i = 0; i < 8 && !left; i++) {
    await page.keyboard.press('Tab');
    left = !(await banner.anyDialog().evaluate((d) => d.contains(document.activeElement)));
  }
  expect(left).toBe(true);
  expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
  await banner.dialog().focus();
  // Escape does not dismiss it without a choice.
  await page.keyboard.press('Escape');
  await expect(banner.dialog()).toBeVisible();
  // Settings, by keyboard: allow only analytics (its vendor and its purposes), then save.
  await banner.button('settings').focus();
  await page.keyboard.press('Enter');
  await expect(banner.settingsDialog()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  for (const name of [
    'Store and/or access information on a device',
    'Measure content performance',
    'Understand audiences through statistics or combinations of data from different sources',
    'Web analytics',
  ]) {
    await banner.anyDialog().getByRole('checkbox', { name }).focus();
    await page.keyboard.press('Space');
  }
  await banner.button('save').focus();
  await page.keyboard.press('Enter');
  await expect(banner.anyDialog()).toHaveCount(0);
  expect(await ConsentBanner.cookie(context, 'nf_consent')).toBe('1.10000001100.1000');
  // Reopened from the footer, by keyboard, showing the stored choice; Escape closes it without a change.
  await banner.footerButton().focus();
  await page.keyboard.press('Enter');
  await expect(banner.settingsDialog()).toBeVisible();
  await expect(banner.anyDialog().getByRole('checkbox', { name: 'Web analytics' })).toBeChecked();
  await expect(banner.anyDialog().getByRole('checkbox', { name: 'Product recommendations' })).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(banner.anyDialog()).toHaveCount(0);
  await expect(banner.footerButton()).toBeFocused();
});

test('the banner is an overlay: the page does not move when it appears', async ({ page, context }) => {
  await page.goto('/en-US/');
  await expect(new ConsentBanner(page).dialog()).toBeVisible();
  const withBanner = await page.locator('main').boundingBox();
  await context.addCookies([{ name: 'nf_consent', value: '1.00000000000.0000', url: page.url() }]);
  await page.reload(); // resolves once the page is hydrated (./support/hydration.ts)
  await nextFrames(page);
  const without = await page.locator('main').boundingBox();
  expect(withBanner).toEqual(without);
});

test('the settings the server renders (?consent=settings) hydrate in place with JavaScript: no error, and a choice saves', async ({
  page,
  context,
}) => {
  const banner = new ConsentBanner(page);
  await page.goto('/en-US/?consent=settings');
  await expect(banner.settingsDialog()).toBeVisible();
  const analytics = banner.anyDialog().getByRole('checkbox', { name: 'Web analytics' });
  // The server's checkbox is the one that stays: the settings' code loads in the browser and hydrates it.
  await analytics.evaluate((element) => element.setAttribute('data-server-node', ''));
  await analytics.check();
  await expect(analytics).toHaveAttribute('data-server-node', '');
  await expect(banner.anyDialog().getByRole('checkbox', { name: 'Measure content performance' })).toBeVisible();
  await banner.button('save').click();
  await expect(banner.anyDialog()).toHaveCount(0);
  expect(await ConsentBanner.cookie(context, 'nf_consent')).toMatch(/^1\./);
});
