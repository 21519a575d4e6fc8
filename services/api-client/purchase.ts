/**
 * The browser's purchase calls, through the app's same-origin proxy
 * (/api/purchase/*, which validates the service's answers with zod).
 */
import { request } from '@/lib/http/request';
import { dataValidator, hasStrings, isMoney, isObject } from '@/lib/http/validator';
import type { RequestContext } from '@/lib/request-context';
import type { CheckoutSummary, ServerCart } from '@/services/purchase/models';

const BASE = '/api/purchase';

function isCartLine(value: unknown): boolean {
  if (!isObject(value) || typeof value.quantity !== 'number' || !isObject(value.article)) return false;
  const a = value.article;
  return hasStrings(a, ['articleId', 'title']) && isMoney(a.price) && typeof a.stock === 'number';
}

const cartAnswer = dataValidator<ServerCart>(
  (data) => typeof data.id === 'string' && Array.isArray(data.items) && data.items.every(isCartLine),
  'cart',
);

const checkoutAnswer = dataValidator<{ checkout: { snippet: string }; summary: CheckoutSummary }>(
  (data) => hasStrings(data.checkout, ['snippet']) && isObject(data.summary) && isMoney(data.summary.total),
  'checkout',
);

export interface CartLineRef {
  articleId: string;
  dyoId?: string;
}

export function createPurchaseApi(context: () => RequestContext) {
  const cartUrl = (cartId: string) => `${BASE}/cart/v2/${encodeURIComponent(cartId)}`;
  return {
    async getCart(cartId: string): Promise<ServerCart> {
      return (await request(`${cartUrl(cartId)}/`, context(), { validate: cartAnswer })).data;
    },
    async increase(cartId: string, ref: CartLineRef & { dyoImageUrl?: string }): Promise<ServerCart> {
      return (await request(`${cartUrl(cartId)}/increase/`, context(), { method: 'POST', body: ref, validate: cartAnswer })).data;
    },
    async decrease(cartId: string, ref: CartLineRef): Promise<ServerCart> {
      return (await request(`${cartUrl(cartId)}/decrease/`, context(), { method: 'PUT', body: ref, validate: cartAnswer })).data;
    },
    async remove(cartId: string, ref: CartLineRef): Promise<ServerCart> {
      const query = ref.dyoId ? `?dyoId=${encodeURIComponent(ref.dyoId)}` : '';
      return (
        await request(`${cartUrl(cartId)}/articles/${encodeURIComponent(ref.articleId)}/${query}`, context(), {
          method: 'DELETE',
          validate: cartAnswer,
        })
      ).data;
    },
    async checkout(cartId: string, body: { rebateCode?: string; confirmationUrl: string }) {
      return (
        await request(`${BASE}/checkout/v2/${encodeURIComponent(cartId)}/`, context(), { method: 'POST', body, validate: checkoutAnswer })
      ).data;
    },
  };
}

export type PurchaseApi = ReturnType<typeof createPurchaseApi>;
