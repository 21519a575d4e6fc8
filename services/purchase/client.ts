/**
 * The only code that calls PURCHASE_API_URL (server side): every call carries the docs/spec.md §7 headers, and a write whose answer was
 * lost is sent once more with its Idempotency-Key (`mayHaveApplied`; docs/adr/0024-one-cart-write-path.md).
 */
import { randomUUID } from 'node:crypto';
import { isHttpError } from '@/lib/http/errors';
import { joinUrl, request, type RequestOptions } from '@/lib/http/request';
import { zodValidator } from '@/lib/http/zod-validator';
import type { RequestContext } from '@/lib/request-context';
import { cartSchema, checkoutSchema, orderSchema, placeOrderSchema } from './types';
import type { CartResponse, CheckoutResponse, DecreaseRequest, IncreaseRequest, OrderResponse } from './types';

export interface CheckoutHeaders {
  gaClientId?: string;
  marketingConsent: boolean;
  isQliro: boolean;
  recommendationCustomerKey?: string;
  recommendationSessionKey?: string;
}

export interface PlaceOrderRequest {
  cartId: string;
  checkoutToken?: string;
  email: string;
  shippingAddress: Record<string, string>;
}

/**
 * The one "may have applied" rule of the cart's writes: the answer was lost, not refused (a timeout, or a connection that dropped after it
 * was made), so the service may or may not have applied the call. A refused connection or an open circuit never reached it. The client
 * sends such a write once more with the same Idempotency-Key; server/forms/cart.ts reads the cart before anything is said when it still
 * fails so.
 */
export function mayHaveApplied(error: unknown): boolean {
  return (
    isHttpError(error) &&
    (error.kind === 'timeout' || (error.kind === 'network' && error.code !== 'ECONNREFUSED' && error.code !== 'CIRCUIT_OPEN'))
  );
}

export interface PurchaseClientOptions {
  /** Timeout of one call; a write may take two (the retry with the same key), which stays under the browser's 10 s. */
  timeoutMs?: number;
}

const cart = zodValidator(cartSchema);
const checkout = zodValidator(checkoutSchema);
const order = zodValidator(orderSchema);
const placed = zodValidator(placeOrderSchema);

export function createPurchaseClient(baseUrl: string, { timeoutMs }: PurchaseClientOptions = {}) {
  const url = (path: string) => joinUrl(baseUrl, path);
  const cartPath = (cartId: string) => `cart/v2/${encodeURIComponent(cartId)}`;

  /** A write with an Idempotency-Key, sent once more with the same key when its answer was lost. */
  async function write<T>(ctx: RequestContext, path: string, options: RequestOptions<T>, key: string = randomUUID()): Promise<T> {
    const send = () => request(url(path), ctx, { timeoutMs, ...options, headers: { ...options.headers, 'Idempotency-Key': key } });
    try {
      return await send();
    } catch (error) {
      if (!mayHaveApplied(error)) throw error;
      ctx.log.warn(
        { path, kind: (error as { kind?: string }).kind },
        'purchase write without an answer; sending it again with the same idempotency key',
      );
      return send();
    }
  }

  /** GET order/v1/by-checkout-token/{token}: the order this user placed with the checkout token (404: none). */
  function orderByCheckoutToken(ctx: RequestContext, checkoutToken: string, userId: string): Promise<{ data: { orderId: string } }> {
    return request(url(`order/v1/by-checkout-token/${encodeURIComponent(checkoutToken)}`), ctx, {
      validate: placed,
      headers: { userId },
      timeoutMs,
    });
  }

  return {
    /** GET cart/v2/{cartId} */
    getCart(ctx: RequestContext, cartId: string, userId: string): Promise<CartResponse> {
      return request(url(cartPath(cartId)), ctx, { validate: cart, headers: { userId }, timeoutMs });
    },
    /** POST cart/v2/{cartId}/increase: one more unit. */
    increase(ctx: RequestContext, cartId: string, userId: string, body: IncreaseRequest): Promise<CartResponse> {
      return write(ctx, `${cartPath(cartId)}/increase`, { method: 'POST', body, validate: cart, headers: { userId } });
    },
    /** PUT cart/v2/{cartId}/decrease: one unit less. */
    decrease(ctx: RequestContext, cartId: string, userId: string, body: DecreaseRequest): Promise<CartResponse> {
      return write(ctx, `${cartPath(cartId)}/decrease`, { method: 'PUT', body, validate: cart, headers: { userId } });
    },
    /** DELETE cart/v2/{cartId}/articles/{articleId}?dyoId= */
    remove(ctx: RequestContext, cartId: string, userId: string, articleId: string, dyoId?: string): Promise<CartResponse> {
      const query = dyoId ? `?dyoId=${encodeURIComponent(dyoId)}` : '';
      return write(ctx, `${cartPath(cartId)}/articles/${encodeURIComponent(articleId)}${query}`, {
        method: 'DELETE',
        validate: cart,
        headers: { userId },
      });
    },
    /** POST checkout/v2/{cartId} with the rebate code and the consent-dependent headers. */
    checkout(
      ctx: RequestContext,
      cartId: string,
      userId: string,
      body: { rebateCode?: string; confirmationUrl?: string },
      headers: CheckoutHeaders,
    ): Promise<CheckoutResponse> {
      const extra: Record<string, string> = {
        userId,
        'x-marketing-consent': String(headers.marketingConsent),
        'x-is-qliro': String(headers.isQliro),
      };
      if (headers.gaClientId) extra['x-ga-client-id'] = headers.gaClientId;
      if (headers.recommendationCustomerKey) extra['x-recommendation-customer-key'] = headers.recommendationCustomerKey;
      if (headers.recommendationSessionKey) extra['x-recommendation-session-key'] = headers.recommendationSessionKey;
      return write(ctx, `checkout/v2/${encodeURIComponent(cartId)}`, { method: 'POST', body, validate: checkout, headers: extra });
    },
    /** GET order/v1/{orderId} as the user who placed it (anyone else gets 404). The answer holds internal fields: map it with `toOrderDetails`. */
    getOrder(ctx: RequestContext, orderId: string, userId: string): Promise<OrderResponse> {
      return request(url(`order/v1/${encodeURIComponent(orderId)}`), ctx, { validate: order, headers: { userId }, timeoutMs });
    },
    orderByCheckoutToken,
    /**
     * POST order/v1/place: what the embedded checkout calls when the shopper confirms. One checkout token is one order, so the token is the
     * idempotency key: a second press after a lost answer is the same order. When the answer is still lost, or the token turns out spent
     * (409), the order placed with the token is looked up and answered.
     */
    async placeOrder(ctx: RequestContext, userId: string, body: PlaceOrderRequest): Promise<{ data: { orderId: string } }> {
      const token = body.checkoutToken;
      try {
        return await write(
          ctx,
          'order/v1/place',
          { method: 'POST', body, validate: placed, headers: { userId } },
          token ? `place-${token}` : undefined,
        );
      } catch (error) {
        const spent = isHttpError(error) && error.kind === 'conflict';
        if (!token || !(spent || mayHaveApplied(error))) throw error;
        try {
          return await orderByCheckoutToken(ctx, token, userId);
        } catch {
          throw error;
        }
      }
    },
  };
}

export type PurchaseClient = ReturnType<typeof createPurchaseClient>;
