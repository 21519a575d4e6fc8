import { expect, test } from './support/consent';
import { expectNoSeriousA11yViolations } from './support/axe';
import { services } from './support/services';

const LOCALES = [
  { locale: 'sv-SE', prefix: '', cart: '/varukorg/', allCategories: '/alla-kategorier/', menu: 'Kategorier', searchButton: 'Sök' },
  {
    locale: 'da-DK',
    prefix: '/da-DK',
    cart: '/da-DK/inkobskurv/',
    allCategories: '/da-DK/alle-kategorier/',
    menu: 'Kategorier',
    searchButton: 'Søg',
  },
  {
    locale: 'nb-NO',
    prefix: '/nb-NO',
    cart: '/nb-NO/handlekurv/',
    allCategories: '/nb-NO/alle-kategorier/',
    menu: 'Kategorier',
    searchButton: 'Søk',
  },
  {
    locale: 'fi-FI',
    prefix: '/fi-FI',
    cart: '/fi-FI/ostoskarry/',
    allCategories: '/fi-FI/kaikki-kategoriat/',
    menu: 'Kategoriat',
    searchButton: 'Hae',
  },
  {
    locale: 'en-US',
    prefix: '/en-US',
    cart: '/en-US/cart/',
    allCategories: '/en-US/all-categories/',
    menu: 'Categories',
    searchButton: 'Search',
  },
];

test.beforeEach(async ({ request }) => services.reset(request));
test.afterEach(async ({ request }) => services.clearFaults(request));

for (const l of LOCALES) {
  test(`the shell renders in ${l.locale} with localized links`, async ({ page }) => {
    const response = await page.goto(`${l.prefix}/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', l.locale);
    await expect(page.getByRole('banner').getByRole('button', { name: l.searchButton })).toBeVisible();
    const nav = page.getByRole('navigation', { name: l.menu });
    await expect(nav.getByRole('link').first()).toHaveAttribute('href', l.allCategories);
    // Every top category is a button in the bar; those that do not fit are hidden behind "More" (desktop-bar.spec.ts).
    expect(await nav.getByRole('button', { includeHidden: true }).count()).toBeGreaterThanOrEqual(8);
    await expect(page.getByRole('banner').getByRole('link').first()).toHaveAttribute('href', `${l.prefix}/`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${l.prefix}/$`));
    expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBe(6);
    const footerLinks = page.getByRole('contentinfo').getByRole('link');
    expect(await footerLinks.count()).toBeGreaterThan(3);
    for (const href of await footerLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) {
      if (href.startsWith('/')) expect(href.startsWith(l.prefix || '/')).toBe(true);
    }
  });
}

test('every page URL gets a trailing slash, and unlocalized paths redirect permanently', async ({ request }) => {
  const noFollow = { maxRedirects: 0 };
  let response = await request.get('/alla-kategorier', noFollow);
  expect(response.status()).toBe(308);
  expect(response.headers().location).toBe('/alla-kategorier/');
  response = await request.get('/all-categories/', noFollow);
  expect(response.status()).toBe(308);
  expect(response.headers().location).toBe('/alla-kategorier/');
  response = await request.get('/fi-FI/cart/checkout/', noFollow);
  expect(response.status()).toBe(308);
  expect(response.headers().location).toBe('/fi-FI/ostoskarry/kassa/');
  response = await request.get('/en-US/all-categories/', noFollow);
  expect(response.status()).toBe(200);
  response = await request.get('/fi-FI/kaikki-kategoriat/');
  expect(response.status()).toBe(200);
});

test('the desktop menu opens a category and loads its children, Escape closes it', async ({ page }) => {
  await page.goto('/en-US/');
  const nav = page.getByRole('navigation', { name: 'Categories' });
  const first = nav.getByRole('button').first();
  const name = (await first.textContent())?.trim() ?? '';
  const childRequest = page.waitForResponse((r) => r.url().includes('/api/menu/'));
  await first.click();
  expect((await childRequest).status()).toBe(200);
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator('#desktop-submenu');
  await expect(panel.getByRole('link', { name: `Show everything in ${name}` })).toBeVisible();
  await expect(panel.getByRole('link').nth(2)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(first).toBeFocused();
});

test('a menu that fails to load children says so and can retry', async ({ page, request }) => {
  // Children the app has never loaded (a kept copy would be served instead: stale-if-error),
  // so a Norwegian category no other spec opens.
  await page.goto('/nb-NO/');
  await services.fault(request, { path: '^/navigation/v1/menu/(?!base)', status: 500, body: { message: 'boom' }, times: 1 });
  const nav = page.getByRole('navigation', { name: 'Kategorier' });
  await nav.getByRole('button', { name: 'Hage', exact: true }).click();
  await expect(page.locator('#desktop-submenu').getByRole('alert')).toContainText('kunne ikke lastes');
  await page.getByRole('button', { name: 'Prøv igjen' }).click();
  await expect(page.locator('#desktop-submenu').getByRole('link').nth(2)).toBeVisible();
});

test('the mobile menu drills into a category by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/fi-FI/');
  await page.getByRole('button', { name: 'Valikko' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kategoriat' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button').nth(1).press('Enter');
  await expect(dialog.getByRole('button', { name: 'Takaisin' })).toBeVisible();
  await expect(dialog.getByRole('link').nth(2)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectNoSeriousA11yViolations(page);
});

// The 404 page (status, heading, axe) is checked in error-pages.spec.ts with the whole shell working.

test('a page whose shop call fails keeps the last good shell and still renders', async ({ request }) => {
  await request.get('/en-US/');
  await services.fault(request, { path: '^/cms/footer', status: 503, body: { message: 'down' } });
  // Views (each rendered: a query of its own) until the footer's refresh has met the fault.
  let view = 0;
  await expect
    .poll(
      async () => {
        await request.get(`/en-US/?sf=${(view += 1)}`);
        return (await services.faults(request))[0]?.hits ?? 0;
      },
      { message: 'the footer was never asked' },
    )
    .toBeGreaterThan(0);
  const failed = await request.get(`/en-US/?sf=${view + 1}`);
  expect(failed.status()).toBe(200);
  // The footer's last good answer is served (stale-if-error), so the page is complete.
  expect(failed.headers()['cache-control']).toMatch(/public, max-age=0, s-maxage=\d+/);
  expect(await failed.text()).toContain('Categories');
  await services.reset(request);
  const healthy = await request.get(`/en-US/?sf=${view + 2}`);
  expect(healthy.headers()['cache-control']).toMatch(/public, max-age=0, s-maxage=\d+/);
});

// The start page and fi-FI's all categories are checked by axe-core in browse-pages.spec.ts (every browsing page type).

test('pages carry a CSP nonce on every inline script', async ({ page }) => {
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  const inline = await page.locator('script:not([src])').evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).nonce));
  expect(inline.length).toBeGreaterThan(0);
  for (const value of inline) expect(value).toBe(nonce);
});

test('the scroll position comes back on back navigation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 600 });
  await page.goto('/alla-kategorier/');
  await page.evaluate(() => window.scrollTo(0, 500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(500);
  // A client-side navigation, as a link click would make (a click would first scroll the link into view).
  await page.evaluate(() =>
    (window as unknown as { next: { router: { push(url: string): Promise<boolean> } } }).next.router.push('/varukorg/'),
  );
  await expect(page).toHaveURL(/\/varukorg\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/alla-kategorier\/$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(500);
});
