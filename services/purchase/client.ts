/**
 * The purchase service client: the only code that calls PURCHASE_API_URL.
 * Server side only (the browser reaches it through /api/purchase/*).
 * Every call carries the SPEC §7 headers and `userId`.
 */
import { joinUrl, request } from '@/lib/http/request';
import { zodValidator } from '@/lib/http/zod-validator';
import type { RequestContext } from '@/lib/request-context';
import { cartSchema, checkoutSchema, orderSchema, placeOrderSchema } from './schemas';
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

const cart = zodValidator(cartSchema);
const checkout = zodValidator(checkoutSchema);
const order = zodValidator(orderSchema);
const placed = zodValidator(placeOrderSchema);

export function createPurchaseClient(baseUrl: string) {
  const url = (path: string) => joinUrl(baseUrl, path);
  const cartPath = (cartId: string) => `cart/v2/${encodeURIComponent(cartId)}`;

  return {
    /** GET cart/v2/{cartId} */
    getCart(ctx: RequestContext, cartId: string, userId: string): Promise<CartResponse> {
      return request(url(cartPath(cartId)), ctx, { validate: cart, headers: { userId } });
    },
    /** POST cart/v2/{cartId}/increase: one more unit. */
    increase(ctx: RequestContext, cartId: string, userId: string, body: IncreaseRequest): Promise<CartResponse> {
      return request(url(`${cartPath(cartId)}/increase`), ctx, { method: 'POST', body, validate: cart, headers: { userId } });
    },
    /** PUT cart/v2/{cartId}/decrease: one unit less. */
    decrease(ctx: RequestContext, cartId: string, userId: string, body: DecreaseRequest): Promise<CartResponse> {
      return request(url(`${cartPath(cartId)}/decrease`), ctx, { method: 'PUT', body, validate: cart, headers: { userId } });
    },
    /** DELETE cart/v2/{cartId}/articles/{articleId}?dyoId= */
    remove(ctx: RequestContext, cartId: string, userId: string, articleId: string, dyoId?: string): Promise<CartResponse> {
      const query = dyoId ? `?dyoId=${encodeURIComponent(dyoId)}` : '';
      return request(url(`${cartPath(cartId)}/articles/${encodeURIComponent(articleId)}${query}`), ctx, {
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
      return request(url(`checkout/v2/${encodeURIComponent(cartId)}`), ctx, { method: 'POST', body, validate: checkout, headers: extra });
    },
    /** GET order/v1/{orderId} as the user who placed it (anyone else gets 404). The answer holds internal fields: map it with `toOrderDetails`. */
    getOrder(ctx: RequestContext, orderId: string, userId: string): Promise<OrderResponse> {
      return request(url(`order/v1/${encodeURIComponent(orderId)}`), ctx, { validate: order, headers: { userId } });
    },
    /** POST order/v1/place: what the embedded checkout calls when the shopper confirms. */
    placeOrder(ctx: RequestContext, userId: string, body: PlaceOrderRequest): Promise<{ data: { orderId: string } }> {
      return request(url('order/v1/place'), ctx, { method: 'POST', body, validate: placed, headers: { userId } });
    },
  };
}

export type PurchaseClient = ReturnType<typeof createPurchaseClient>;
