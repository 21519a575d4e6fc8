// Presses before the app's scripts have run (docs/adr/0018-forms-first.md): the consent buttons and
// "add to cart" are forms, so the browser posts them; once the scripts arrive nothing is replayed
// twice. The same with scripts that never arrive (a failed download on a flaky network).
import { test, expect, type BrowserContext, type Page, type Route } from '@playwright/test';
import { services } from './support/services';
import { ConsentBanner, SV } from './pages/consent-banner';

const PRODUCT = '/produkt/100002/apple-iphone-15-256-gb-renoverad/';

test.beforeEach(async ({ request }) => services.reset(request));

/** Holds every app script (Next's chunks) until `release()`; `never` aborts them instead. */
async function holdScripts(page: Page, mode: 'hold' | 'never') {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/_next\/static\/.*\.js$/, async (route) => {
    if (mode === 'never') return route.abort();
    if (released) return route.continue();
    held.push(route);
  });
  return {
    async release() {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

async function cartLines(context: BrowserContext, page: Page): Promise<{ articleId: string; quantity: number }[]> {
  const cartId = (await context.cookies()).find((c) => c.name === 'nf_cid')?.value;
  const response = await page.request.get(`/api/purchase/cart/v2/${cartId}/`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { items: { article: { articleId: string }; quantity: number }[] } };
  return body.data.items.map((line) => ({ articleId: line.article.articleId, quantity: line.quantity }));
}

for (const mode of ['hold', 'never'] as const) {
  test(`consent and add to cart pressed before hydration (${mode === 'hold' ? 'scripts released afterwards' : 'scripts never load'}): stored once, in the cart once`, async ({
    page,
    context,
  }) => {
    const scripts = await holdScripts(page, mode);
    await page.goto(PRODUCT, { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    const banner = new ConsentBanner(page, SV);
    await banner.button('rejectAll').click();
    await expect(banner.anyDialog()).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === 'nf_consent')?.value).toBe('1.00000000000.0000');

    await page.waitForLoadState('domcontentloaded');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    await page.getByRole('button', { name: 'Lägg i varukorgen' }).click();
    await expect(page.getByRole('main').locator('[data-notice]')).toHaveText('Varan ligger nu i din varukorg.');

    if (mode === 'hold') {
      await scripts.release();
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      // The CMP reports the stored choice once it is up.
      await page.waitForFunction(() => typeof (window as unknown as { __tcfapi?: unknown }).__tcfapi === 'function');
      const tcData = await page.evaluate(
        () =>
          new Promise((resolve) =>
            (window as unknown as { __tcfapi: (c: string, v: number, cb: (r: unknown) => void) => void }).__tcfapi('getTCData', 2, resolve),
          ),
      );
      expect(tcData).toMatchObject({ gdprApplies: true, tcString: expect.stringMatching(/^C/), purpose: { consents: {} } });
      expect(Object.values((tcData as { purpose: { consents: Record<string, boolean> } }).purpose.consents).some(Boolean)).toBe(false);
      await page.waitForTimeout(1000);
    }
    expect(await cartLines(context, page)).toEqual([{ articleId: '100002', quantity: 1 }]);
    expect(await ConsentBanner.trackingCookies(context)).toEqual([]);
  });
}
