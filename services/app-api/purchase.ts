/**
 * The browser's purchase calls, through the app's same-origin proxy
 * (/api/purchase/*, which validates the service's answers with zod).
 */
import { request } from '@/lib/http/request';
import { guardValidator, isObject } from '@/lib/http/validator';
import type { RequestContext } from '@/lib/request-context';
import type { CheckoutSummary, ServerCart } from '@/services/purchase/models';

const BASE = '/api/purchase';
const isMoney = (value: unknown) => isObject(value) && typeof value.amount === 'number' && typeof value.currency === 'string';

function isCartLine(value: unknown): boolean {
  if (!isObject(value) || typeof value.quantity !== 'number' || !isObject(value.article)) return false;
  const a = value.article;
  return typeof a.articleId === 'string' && typeof a.title === 'string' && isMoney(a.price) && typeof a.stock === 'number';
}

const cartAnswer = guardValidator(
  (json: unknown): json is { data: ServerCart } =>
    isObject(json) && isObject(json.data) && typeof json.data.id === 'string' && Array.isArray(json.data.items) && json.data.items.every(isCartLine),
  'cart',
);

const checkoutAnswer = guardValidator(
  (json: unknown): json is { data: { checkout: { snippet: string }; summary: CheckoutSummary } } =>
    isObject(json) &&
    isObject(json.data) &&
    isObject(json.data.checkout) &&
    typeof json.data.checkout.snippet === 'string' &&
    isObject(json.data.summary) &&
    isMoney(json.data.summary.total),
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
      return (await request(`${cartUrl(cartId)}/articles/${encodeURIComponent(ref.articleId)}/${query}`, context(), { method: 'DELETE', validate: cartAnswer })).data;
    },
    async checkout(cartId: string, body: { rebateCode?: string; confirmationUrl: string }) {
      return (await request(`${BASE}/checkout/v2/${encodeURIComponent(cartId)}/`, context(), { method: 'POST', body, validate: checkoutAnswer })).data;
    },
  };
}

export type PurchaseApi = ReturnType<typeof createPurchaseApi>;
