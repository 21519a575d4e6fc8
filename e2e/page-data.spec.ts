import { expect, test } from './support/consent';
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
    const data = JSON.parse((await page.locator('#__NEXT_DATA__').textContent()) ?? '{}') as { props: { pageProps: { _nextI18Next: { initialI18nStore: object; initialLocale: string } } } };
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
