import { expect, test } from './support/consent';
import { Menu, topCategoryNames } from './pages/menu';
import { watchPageHealth } from './support/page-health';

/**
 * A page's translations travel as a script of their own (docs/adr/0009): the page data holds
 * no copy, the script is cached for good, and the hydrated page still speaks the shopper's
 * language where the browser renders it.
 */
for (const l of [
  { path: '/', lang: 'sv-SE', cart: 'Varukorg, 0 varor', empty: 'Din varukorg är tom. Dags att fynda!' },
  { path: '/fi-FI/', lang: 'fi-FI', cart: /^Ostoskärry/, empty: /tyhjä/ },
]) {
  test(`no translations in the page data; the browser has them from their script (${l.lang})`, async ({ page, request }) => {
    const health = watchPageHealth(page);
    await page.goto(l.path);
    const data = JSON.parse((await page.locator('#__NEXT_DATA__').textContent()) ?? '{}') as {
      props: { pageProps: { _nextI18Next: { initialI18nStore: object; initialLocale: string } } };
    };
    expect(data.props.pageProps._nextI18Next.initialI18nStore).toEqual({});
    expect(data.props.pageProps._nextI18Next.initialLocale).toBe(l.lang);

    const src = await page.locator('head script[src^="/api/i18n/"]').getAttribute('src');
    expect(src).toMatch(new RegExp(`^/api/i18n/${l.lang}/translation\\+[a-z+]+/[0-9a-f]{8}/$`));
    const script = await request.get(src!);
    expect(script.headers()['content-type']).toContain('text/javascript');
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    await health.expectHealthy();
    // The mini cart is rendered by the browser only (its code loads on first open): its words come from the script.
    const trigger = page.getByRole('button', { name: l.cart });
    await trigger.click();
    await expect(page.getByRole('dialog').getByText(l.empty)).toBeVisible();
    expect(health.problems).toEqual([]);
  });
}

/** The byte length of a page's `__NEXT_DATA__` text and its page props, from the server's HTML. */
function pageDataOf(html: string): { bytes: number; pageProps: Record<string, unknown> } {
  const text = /<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  return {
    bytes: Buffer.byteLength(text),
    pageProps: (JSON.parse(text || '{}') as { props?: { pageProps?: Record<string, unknown> } }).props?.pageProps ?? {},
  };
}

/**
 * The shell travels as a script of its own on full page loads (docs/adr/0011): no copy in the page
 * data, a script at its content hash cached for good and added by the nonced loader, and the
 * hydrated page's menus, footer and mini cart work from it; client-side navigations are unchanged.
 */
test.describe('the shell as a script of its own', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  for (const l of [
    { locale: 'sv-SE' as const, cart: 'Varukorg, 0 varor', empty: 'Din varukorg är tom. Dags att fynda!' },
    { locale: 'fi-FI' as const, cart: /^Ostoskärry/, empty: /tyhjä/ },
  ]) {
    test(`no shell in the page data; the hydrated page has it from its script (${l.locale})`, async ({ page, request }) => {
      const health = watchPageHealth(page);
      const menu = new Menu(page, l.locale);
      const html = await (await request.get(`${menu.text.prefix}/`)).text();
      expect(pageDataOf(html).pageProps.shell).toBeNull();
      const [, nonce, hash] = new RegExp(`<script nonce="([^"]+)">[^<]*"/api/shell/${l.locale}/([0-9a-f]{8})/"`).exec(html) ?? [];
      expect(nonce, 'the loader that adds the shell script carries the nonce').toBeTruthy();

      await page.goto(`${menu.text.prefix}/`);
      await expect(page.locator(`head script[src="/api/shell/${l.locale}/${hash}/"]`)).toHaveCount(1);
      const script = await request.get(`/api/shell/${l.locale}/${hash}/`);
      expect(script.headers()['content-type']).toContain('text/javascript');
      expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await script.text()).toMatch(/^self\.__NF_SHELL__=\{"menu":\[/);

      await health.expectHealthy();
      // The bar measures itself after hydration from the store's menu: "More" lists what does not fit.
      await expect(menu.barButton(topCategoryNames(l.locale)[0]!)).toBeVisible();
      await expect(menu.moreButton()).toBeVisible();
      expect(await page.getByRole('contentinfo').getByRole('link').count()).toBeGreaterThan(3);
      // The mini cart reads the fees from the shell.
      await page.getByRole('button', { name: l.cart }).click();
      await expect(page.getByRole('dialog').getByText(l.empty)).toBeVisible();
      await page.keyboard.press('Escape');

      // A client-side navigation gets no shell in its data and keeps the first page's.
      await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
      await menu.moreButton().click();
      const first = menu.morePanel().getByRole('link').first();
      const href = (await first.getAttribute('href')) ?? '';
      const name = ((await first.textContent()) ?? '').trim();
      // The page's data request (not the router's empty prefetches of the same URL).
      const data = page.waitForResponse(
        (r) =>
          r.url().endsWith(`${href.slice(0, -1)}.json`) &&
          !r.request().headers()['x-middleware-prefetch'] &&
          r.request().method() === 'GET',
      );
      await first.click();
      await page.waitForURL((url) => url.pathname === href);
      expect(((await (await data).json()) as { pageProps: { shell: unknown } }).pageProps.shell).toBeNull();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      await expect(menu.barButton(topCategoryNames(l.locale)[0]!)).toBeVisible();
      expect(await page.getByRole('contentinfo').getByRole('link').count()).toBeGreaterThan(3);
      expect(health.problems).toEqual([]);
    });
  }

  test('answers an old hash with the current shell briefly, and 404 for an unknown locale', async ({ request }) => {
    const old = await request.get('/api/shell/sv-SE/00000000/');
    expect(old.status()).toBe(200);
    expect(old.headers()['cache-control']).toBe('public, max-age=60');
    expect((await request.get('/api/shell/xx-XX/00000000/')).status()).toBe(404);
  });
});

test('page data stays within its budget (docs/performance.md): start ≤ 16 kB, category and product ≤ 12 kB (sv-SE)', async ({
  request,
}) => {
  const sizes: Record<string, number> = {};
  for (const [name, path, budget] of [
    ['start', '/', 16_000],
    ['category', '/kategori/mobil-tillbehor/', 12_000],
    ['product', '/produkt/100017/norrsken-tech-usb-c-kabel-1-m-vit/', 12_000],
  ] as const) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const { bytes, pageProps } = pageDataOf(await response.text());
    sizes[name] = bytes;
    expect(pageProps.shell, `${name}: the shell is not in the page data`).toBeNull();
    expect(bytes, `${name}: __NEXT_DATA__ bytes`).toBeLessThanOrEqual(budget);
  }
  test.info().annotations.push({ type: 'page data bytes', description: JSON.stringify(sizes) });
});
