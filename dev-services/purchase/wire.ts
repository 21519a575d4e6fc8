/**
 * Wire types of the purchase-service calls that are not in services/purchase/types.ts:
 * the request extension of checkout and the order placement made by the embedded checkout.
 */
import type { CheckoutRequest } from '../../services/purchase/types';

/** POST checkout/v2/{cartId}: `confirmationUrl` is where the embedded checkout sends the shopper (default `/`). */
/** @public (the contract names it; read by a reader or a type check, not imported) */
export type CheckoutRequestBody = CheckoutRequest & { confirmationUrl?: string };

/** POST order/v1/place: sent by the embedded checkout's script through the app proxy (/api/purchase/). */
/** @public (the contract names it; read by a reader or a type check, not imported) */
export interface PlaceOrderRequest {
  cartId: string;
  checkoutToken: string;
  email: string;
  shippingAddress: {
    fullName: string;
    streetAddress: string;
    postalCode: string;
    city: string;
    /** Ignored: the country is the market of the checkout. */
    country?: string;
  };
}

/** 201 answer of POST order/v1/place, and the 200 answer of GET order/v1/by-checkout-token/{checkoutToken} */
export interface PlaceOrderResponse {
  data: { orderId: string };
}

/** 400 answer of POST order/v1/place: which fields were invalid (keys are the form field names). */
export interface PlaceOrderErrorResponse {
  message: string;
  code: 'INVALID_ORDER';
  fields: Partial<Record<'email' | 'fullName' | 'streetAddress' | 'postalCode' | 'city', string>>;
}
