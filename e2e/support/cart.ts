import type { Page } from '@playwright/test';

/**
 * Puts articles in the browser's own cart through the app's purchase proxy,
 * with the page's cookies (the page must have been visited once so the
 * user id and cart id cookies exist).
 */
export async function addToCartViaApi(
  page: Page,
  articleId: string,
  times = 1,
  dyo?: { dyoId: string; dyoImageUrl?: string },
): Promise<void> {
  // Let the page's own cart fetch finish first: it may replace the cart id (docs/spec.md §8), and the
  // items must go to the cart the page will show.
  await page.waitForLoadState('networkidle');
  const cookies = await page.context().cookies();
  const cartId = cookies.find((c) => c.name === 'nf_cid')?.value;
  if (!cartId) throw new Error('no cart id cookie: visit a page first');
  for (let i = 0; i < times; i++) {
    const response = await page.request.post(`/api/purchase/cart/v2/${cartId}/increase/`, { data: { articleId, ...dyo } });
    if (!response.ok()) throw new Error(`increase failed: ${response.status()} ${await response.text()}`);
  }
}
