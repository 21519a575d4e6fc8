// Product cards are static islands whose code the browser loads only for a client render (components/ui/static-island.ts
// islandComponent): the first page keeps the server's cards; a client navigation loads the code and renders the cards.
import { expect, test } from './support/consent';
import { BrowsePages } from './pages/browse';
import { watchPageHealth } from './support/page-health';

test('after a client navigation every card is there once, styled, with its picture; back on the start page the rails are whole', async ({
  page,
}) => {
  const health = watchPageHealth(page);
  const browse = new BrowsePages(page, 'sv-SE');
  await browse.openStart();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const railCards = await page.locator('main section[aria-labelledby^="rail-"] article').count();
  expect(railCards).toBeGreaterThan(3);
  // Badges take their theme colours from the static stylesheet (styles/global.css).
  const badge = page.locator('main .badge-list > li[data-bg]').first();
  await expect(badge).toBeVisible();
  expect(await badge.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  // Marks this document: a client navigation keeps it, a full load would not.
  await page.evaluate(() => ((window as unknown as { islandMark: number }).islandMark = 1));

  await browse.openCategoryFromStart();
  expect(await page.evaluate(() => (window as unknown as { islandMark?: number }).islandMark)).toBe(1);
  const cards = browse.main().getByRole('article');
  await expect(cards.first()).toBeVisible();
  const hrefs = await cards.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(3);
  expect(new Set(hrefs).size).toBe(hrefs.length);
  // Rendered by the browser with the code it loaded: the card's styles apply and its picture shows.
  const box = cards.first().locator('.product-image');
  await expect(box).toHaveCSS('aspect-ratio', '1 / 1');
  await expect(box.locator('img')).toBeVisible();

  await page.goBack();
  await expect(page.locator('main section[aria-labelledby^="rail-"] article')).toHaveCount(railCards);
  expect(await page.evaluate(() => (window as unknown as { islandMark?: number }).islandMark)).toBe(1);
  await health.expectHealthy();
});

test('the hero, the category tiles and the storefront cards render with their loaded code after a client navigation: once each, styled, with pictures', async ({
  page,
}) => {
  const health = watchPageHealth(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const hero = page.locator('main h1');
  const title = await hero.textContent();
  const storefronts = page.locator('section[aria-labelledby="storefronts-heading"] li');
  const names = await storefronts.getByRole('link').allTextContents();
  expect(names.length).toBeGreaterThan(1);
  const tiles = page.locator('section[aria-labelledby="categories-heading"] [data-island] > li');
  const tileNames = await tiles.getByRole('heading', { level: 3 }).allTextContents();
  expect(tileNames.length).toBeGreaterThan(1);
  await page.evaluate(() => ((window as unknown as { islandMark: number }).islandMark = 1));

  // The hero's link leads to its campaign, whose banner holds more (its status): rendered in the browser.
  await hero.locator('xpath=..').getByRole('link').click();
  await expect(page).toHaveURL(/\/kampanj\/[^/]+\/$/);
  await expect(page.locator('main h1')).toBeVisible();
  await page.goBack();

  // Back on the start page, rendered by the browser: the hero's content and the cards come from their parts' code.
  await expect(hero).toHaveText(title!);
  expect(await page.evaluate(() => (window as unknown as { islandMark?: number }).islandMark)).toBe(1);
  await expect(hero).toHaveCSS('font-weight', '800');
  await expect(page.locator('main img[data-nimg="fill"]').first()).toBeVisible();
  await expect(storefronts.getByRole('link')).toHaveText(names);
  await expect(tiles.getByRole('heading', { level: 3 })).toHaveText(tileNames);
  await expect(tiles.first().locator('> div')).toHaveCSS('display', 'flex');
  await expect(tiles.first().locator('img')).toBeVisible();
  await expect(tiles.first()).toContainText(/\d+ produkt/);
  const card = storefronts.first().locator('> div');
  await expect(card).toHaveCSS('display', 'grid');
  await expect(card.locator('img')).toBeVisible();
  await health.expectHealthy();
});

test('a form’s notice, whose code loads only for a page that has one, shows once, styled and focused, on a full load and after a client navigation', async ({
  page,
}) => {
  const health = watchPageHealth(page);
  await page.goto('/alla-kategorier/?notice=cart-added');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const notice = page.locator('[data-notice]');
  await expect(notice).toHaveCount(1);
  await expect(notice).toHaveText('Varan ligger nu i din varukorg.');
  await expect(notice).toHaveCSS('border-left-width', '4px');
  await expect(notice).toBeFocused();

  await page.goto('/kundservice/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(notice).toHaveCount(0);
  await page.evaluate(() =>
    (window as unknown as { next: { router: { push(url: string): Promise<boolean> } } }).next.router.push(
      '/alla-kategorier/?notice=cart-added',
    ),
  );
  await expect(notice).toHaveCount(1);
  await expect(notice).toHaveText('Varan ligger nu i din varukorg.');
  await expect(notice).toHaveCSS('border-left-width', '4px');
  await health.expectHealthy();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a listing’s forms are not hydrated on a phone (the phone’s is replaced by a button, the side panel’s is hidden); on a wide screen the side panel is live', async ({
    page,
  }) => {
    const health = watchPageHealth(page);
    // At the hydration's commit (pages/_app.tsx marks it in a layout effect), before the switch to the button.
    await page.addInitScript(() => {
      const mark = performance.mark.bind(performance);
      performance.mark = (name: string, options?: PerformanceMarkOptions) => {
        if (name === 'nf:hydrated') {
          const hydrated = (selector: string) => {
            const field = document.querySelector(selector);
            return field ? Object.keys(field).some((key) => key.startsWith('__reactFiber')) : null;
          };
          (window as unknown as { atCommit: unknown }).atCommit = {
            phone: hydrated('#listing-filters-phone-panel input[type="checkbox"]'),
            side: hydrated('#listing-filters input[type="checkbox"]'),
          };
        }
        return mark(name, options);
      };
    });
    await page.goto('/kategori/mobil-tillbehor/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    expect(await page.evaluate(() => (window as unknown as { atCommit: unknown }).atCommit)).toEqual({ phone: false, side: false });
    // Then the button takes the form's place, and the sheet it opens filters.
    await page.getByRole('button', { name: /Filter/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.evaluate(() => ((window as unknown as { islandMark: number }).islandMark = 1));
    // A wide screen shows the side panel: its form renders, live, and a box ticked there filters without a reload.
    await page.setViewportSize({ width: 1280, height: 900 });
    const side = page.locator('aside form#listing-filters');
    await expect(side).toBeVisible();
    const box = side.getByRole('checkbox').first();
    await box.check();
    await expect(page).toHaveURL(/\?.+/);
    await expect(side.getByRole('checkbox').first()).toBeChecked();
    expect(await page.evaluate(() => (window as unknown as { islandMark?: number }).islandMark)).toBe(1);
    await health.expectHealthy();
  });

  test('the desktop bar stays the server’s and its code is not loaded, until the screen is wide enough; then it works', async ({
    page,
  }) => {
    const health = watchPageHealth(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    // The server's bar is in the page (hidden on a phone), kept as it is.
    const bar = page.locator('[data-island] > nav[aria-label="Kategorier"]');
    await expect(bar).toBeHidden();
    await expect(bar.locator('button').first()).toBeAttached();
    await page.waitForTimeout(500);
    const loadedOnPhone = scripts.length;

    await page.setViewportSize({ width: 1280, height: 900 });
    const menu = page.getByRole('navigation', { name: 'Kategorier' });
    const first = menu.getByRole('button').first();
    await expect(first).toBeVisible();
    await expect.poll(() => scripts.length).toBeGreaterThan(loadedOnPhone);
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#desktop-submenu')).toBeVisible();
    await health.expectHealthy();
  });
});

test('a category pressed while the desktop bar is still the server’s opens once the bar is live, with focus on it', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  const firstLoad = new Set(JSON.parse(/\((\["\/api\/i18n\/[^)]*\])\);/.exec(html)?.[1] ?? '[]') as string[]);
  // Every chunk beyond the first load (the bar's among them) comes 1.5 s late.
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
    if (!firstLoad.has(new URL(route.request().url()).pathname)) await new Promise((done) => setTimeout(done, 1500));
    await route.continue();
  });
  const health = watchPageHealth(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const first = page.getByRole('navigation', { name: 'Kategorier' }).getByRole('button').first();
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#desktop-submenu')).toBeVisible();
  await expect(first).toBeFocused();
  await health.expectHealthy();
});
