/**
 * The browser's purchase calls. Every cart change is a press of the cart's form (POST /api/forms/cart/{action}/, server/forms/cart.ts)
 * asking for JSON: the same server operation, one-time key, rate limit and same-site rules as the plain form. Reads of the cart and the
 * checkout go through the same-origin proxy (/api/purchase/*).
 */
import { request } from '@/lib/http/request';
import { dataValidator, guardValidator, hasStrings, isMoney, isObject } from '@/lib/http/validator';
import type { Notice } from '@/lib/notices';
import type { RequestContext } from '@/lib/request-context';
import type { CartFailure } from '@/services/purchase/cart-errors';
import type { ServerCart } from '@/services/purchase/models';
import type { CheckoutResponse } from '@/services/purchase/types';

const BASE = '/api/purchase';
const FORMS = '/api/forms/cart';
/** A press may take several purchase calls on the server (one per unit, a retry, a read after a lost answer). */
const PRESS_TIMEOUT_MS = 30_000;

function isCartLine(value: unknown): boolean {
  if (!isObject(value) || typeof value.quantity !== 'number' || !isObject(value.article)) return false;
  const a = value.article;
  return hasStrings(a, ['articleId', 'title']) && isMoney(a.price) && typeof a.stock === 'number';
}

const isCart = (data: unknown): data is ServerCart =>
  isObject(data) && typeof data.id === 'string' && Array.isArray(data.items) && data.items.every(isCartLine);

const cartAnswer = dataValidator<ServerCart>(isCart, 'cart');

type Checkout = CheckoutResponse['data'];
const isCheckout = (data: unknown): data is Checkout =>
  isObject(data) && hasStrings(data.checkout, ['snippet']) && isObject(data.summary) && isMoney(data.summary.total);

const checkoutAnswer = dataValidator<Checkout>(isCheckout, 'checkout');

/** A cart press's answer (server/forms/cart.ts `answer`): the notice, the cart as the service holds it now, the failure. */
export interface CartPressAnswer {
  notice: Notice | null;
  cart: ServerCart | null;
  failure?: CartFailure;
  /** A rebate code's checkout, when it was applied. */
  checkout?: Checkout;
}

const pressAnswer = guardValidator(
  (json: unknown): json is CartPressAnswer =>
    isObject(json) &&
    (json.cart === null || isCart(json.cart)) &&
    (json.failure === undefined || hasStrings(json.failure, ['code'])) &&
    (json.checkout === undefined || isCheckout(json.checkout)),
  'cart answer',
);

export type CartAction = 'add' | 'add-all' | 'quantity' | 'remove' | 'rebate';
/** A press's fields as the plain form names them (a list repeats the field). */
export type PressFields = Record<string, string | readonly string[] | undefined>;

/** A fresh one-time key for each press (server/forms/one-time-key.ts): a second press is a second change. */
function pressKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function createPurchaseApi(context: () => RequestContext) {
  const cartUrl = (cartId: string) => `${BASE}/cart/v2/${encodeURIComponent(cartId)}`;
  return {
    async getCart(cartId: string): Promise<ServerCart> {
      return (await request(`${cartUrl(cartId)}/`, context(), { validate: cartAnswer })).data;
    },
    /**
     * One press of a cart form; `fields` as the plain form names them (a list repeats the field). Each press has a fresh one-time key
     * unless `fields.key` names one (the page's, shared by its presses).
     */
    press(action: CartAction, { key, ...fields }: PressFields): Promise<CartPressAnswer> {
      const ctx = context();
      const form = new URLSearchParams({ key: typeof key === 'string' && key ? key : pressKey(), locale: ctx.locale });
      for (const [name, value] of Object.entries(fields)) {
        for (const one of typeof value === 'string' ? [value] : (value ?? [])) form.append(name, one);
      }
      return request(`${FORMS}/${action}/`, ctx, { method: 'POST', form, validate: pressAnswer, timeoutMs: PRESS_TIMEOUT_MS });
    },
    async checkout(cartId: string, body: { rebateCode?: string; confirmationUrl: string }) {
      return (
        await request(`${BASE}/checkout/v2/${encodeURIComponent(cartId)}/`, context(), { method: 'POST', body, validate: checkoutAnswer })
      ).data;
    },
  };
}

export type PurchaseApi = ReturnType<typeof createPurchaseApi>;
