import { randomBytes } from 'node:crypto';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';

/** The JSON answer of a cart form (server/forms/cart.ts `answer`). */
export interface CartFormAnswer {
  notice: string | null;
  cart: { id: string; items: { article: { articleId: string; price: { amount: number; currency: string } }; quantity: number }[] } | null;
  failure?: { code: string; resetCart: boolean };
}

/**
 * One press of a cart form as the enhanced control sends it (`Accept: application/json`, a fresh
 * one-time key unless `fields.key` names one), with the request context's cookies.
 */
export function pressCartForm(
  request: APIRequestContext,
  action: 'add' | 'add-all' | 'quantity' | 'remove' | 'rebate',
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<APIResponse> {
  return request.post(`/api/forms/cart/${action}/`, {
    form: { key: randomBytes(16).toString('hex'), locale: 'sv-SE', ...fields },
    headers: { Accept: 'application/json', ...headers },
  });
}

/**
 * Puts articles in the browser's own cart through the cart's add form (one press of `times` units),
 * with the page's cookies (the page must have been visited once so the user id and cart id cookies exist).
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
  if (!cookies.some((c) => c.name === 'nf_cid')) throw new Error('no cart id cookie: visit a page first');
  const response = await pressCartForm(page.request, 'add', { articleId, quantity: String(times), ...dyo });
  const answer = (await response.json().catch(() => null)) as CartFormAnswer | null;
  if (!response.ok() || !answer || answer.failure) throw new Error(`add failed: ${response.status()} ${JSON.stringify(answer)}`);
}
