/**
 * Wire shapes of the purchase service (PURCHASE_API_URL): cart, checkout and orders; one zod schema per response
 * (validated on the server; the types are inferred from it). Every request carries the common headers of
 * docs/spec.md §7; cart and checkout calls add `userId`. The local services in dev-services/ implement exactly these shapes.
 */
import { z } from 'zod';
import { moneySchema } from '../shop/types';

const cartArticle = z.object({
  articleId: z.string(),
  dyoId: z.string().optional(),
  legacyArticleId: z.string(),
  title: z.string(),
  brand: z.string(),
  slug: z.string(),
  price: moneySchema,
  imageUrl: z.string(),
  /** Preview of a design-your-own item. */
  dyoImageUrl: z.string().optional(),
  properties: z.array(z.object({ name: z.string(), value: z.string() })),
  /** Units in stock. */
  stock: z.number().int(),
  /** ISO date-time from which a pre-order article is available; absent when it can ship now. */
  availabilityDate: z.string().optional(),
  /** As `WireArticleSummary.shipsFree`: ships free whatever the cart; a cart of only such lines has no shipping fee. */
  shipsFree: z.boolean().optional(),
  /** As `WireArticleSummary.notForSale`: the checkout refuses a cart with this line, for this reason. */
  notForSale: z.enum(['noPrice', 'notBuyable', 'notAvailable']).optional(),
});
export type WireCartArticle = z.output<typeof cartArticle>;

const cartItem = z.object({ article: cartArticle, quantity: z.number().int().positive() });
export type WireCartItem = z.output<typeof cartItem>;

/** GET cart/v2/{cartId}, and the answer of increase / decrease / delete. */
export const cartSchema = z.object({ data: z.object({ id: z.string(), items: z.array(cartItem) }) });
export type CartResponse = z.output<typeof cartSchema>;

/** POST cart/v2/{cartId}/increase */
export interface IncreaseRequest {
  articleId: string;
  dyoId?: string;
  dyoImageUrl?: string;
}

/** PUT cart/v2/{cartId}/decrease */
export type DecreaseRequest = Omit<IncreaseRequest, 'dyoImageUrl'>;

/** POST checkout/v2/{cartId} */
export interface CheckoutRequest {
  rebateCode?: string;
  /** Where the embedded checkout sends the shopper after the order, with `?orderId=`; a same-site path. */
  confirmationUrl?: string;
}

const rebateCode = z.object({ code: z.string(), title: z.string() });

const checkoutSummary = z.object({
  subtotal: moneySchema,
  shipping: moneySchema,
  discount: moneySchema,
  total: moneySchema,
  rebateCode: rebateCode.optional(),
});
export type WireCheckoutSummary = z.output<typeof checkoutSummary>;

export const checkoutSchema = z.object({
  data: z.object({
    /** HTML of the embedded checkout; its scripts must run when mounted. */
    checkout: z.object({ snippet: z.string() }),
    summary: checkoutSummary,
  }),
});
export type CheckoutResponse = z.output<typeof checkoutSchema>;

/** One ordered line: titled in the request's locale, priced as ordered (VAT included); a design's `dyoImageUrl` is its preview. */
const orderItem = cartArticle
  .pick({ articleId: true, dyoId: true, title: true, slug: true, imageUrl: true, dyoImageUrl: true, availabilityDate: true })
  .extend({
    quantity: z.number().int().positive(),
    /** Price of one unit when the order was placed. */
    unitPrice: moneySchema,
  });
export type WireOrderItem = z.output<typeof orderItem>;

/** GET order/v1/{orderId} */
export const orderSchema = z.object({
  data: z.object({
    orderId: z.string(),
    /** The ordered lines, newest first as they were in the cart. */
    items: z.array(orderItem),
    /** Sum of the lines before the rebate. */
    subtotalAmount: moneySchema,
    /** What the rebate code took off (zero without one). */
    discountAmount: moneySchema,
    /** The rebate code used, titled in the request's locale. */
    rebateCode: rebateCode.optional(),
    totalAmount: moneySchema,
    totalVatAmount: moneySchema,
    totalShippingAmount: moneySchema,
    email: z.string(),
    shippingAddress: z.object({
      fullName: z.string(),
      streetAddress: z.string(),
      city: z.string(),
      postalCode: z.string(),
      country: z.string(),
    }),
    profit: z.number(),
    profitArticleList: z.array(z.object({ articleId: z.string(), profit: z.number(), quantity: z.number() })),
  }),
});
export type OrderResponse = z.output<typeof orderSchema>;

export const placeOrderSchema = z.object({ data: z.object({ orderId: z.string() }) });
