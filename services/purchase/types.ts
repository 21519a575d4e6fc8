/**
 * Wire types of the purchase service (PURCHASE_API_URL): cart, checkout and orders.
 * Every request carries the common headers of docs/spec.md §7; cart and checkout calls add `userId`.
 * The local services in dev-services/ implement exactly these shapes.
 */
import type { WireNotForSale } from '../catalog/types';
import type { WireMoney } from '../shop/types';

export interface WireCartArticle {
  articleId: string;
  dyoId?: string;
  legacyArticleId: string;
  title: string;
  brand: string;
  slug: string;
  price: WireMoney;
  imageUrl: string;
  /** Preview of a design-your-own item. */
  dyoImageUrl?: string;
  properties: { name: string; value: string }[];
  /** Units in stock. */
  stock: number;
  /** ISO date-time from which a pre-order article is available; absent when it can ship now. */
  availabilityDate?: string;
  /** As `WireArticleSummary.shipsFree`: ships free whatever the cart; a cart of only such lines has no shipping fee. */
  shipsFree?: boolean;
  /** As `WireArticleSummary.notForSale`: the checkout refuses a cart with this line, for this reason. */
  notForSale?: WireNotForSale;
}

export interface WireCartItem {
  article: WireCartArticle;
  quantity: number;
}

/** GET cart/v2/{cartId}, and the answer of increase / decrease / delete. */
export interface CartResponse {
  data: { id: string; items: WireCartItem[] };
}

/** POST cart/v2/{cartId}/increase */
export interface IncreaseRequest {
  articleId: string;
  dyoId?: string;
  dyoImageUrl?: string;
}

/** PUT cart/v2/{cartId}/decrease */
export interface DecreaseRequest {
  articleId: string;
  dyoId?: string;
}

/** POST checkout/v2/{cartId} */
export interface CheckoutRequest {
  rebateCode?: string;
  /** Where the embedded checkout sends the shopper after the order, with `?orderId=`; a same-site path. */
  confirmationUrl?: string;
}

export interface WireCheckoutSummary {
  subtotal: WireMoney;
  shipping: WireMoney;
  discount: WireMoney;
  total: WireMoney;
  rebateCode?: { code: string; title: string };
}

export interface CheckoutResponse {
  data: {
    /** HTML of the embedded checkout; its scripts must run when mounted. */
    checkout: { snippet: string };
    summary: WireCheckoutSummary;
  };
}

/** One ordered line: titled in the request's locale, priced as ordered (VAT included). */
export interface WireOrderItem {
  articleId: string;
  /** Set for a design-your-own item; `dyoImageUrl` is then its design preview. */
  dyoId?: string;
  title: string;
  slug: string;
  imageUrl: string;
  dyoImageUrl?: string;
  quantity: number;
  /** Price of one unit when the order was placed. */
  unitPrice: WireMoney;
  /** ISO date-time from which a pre-ordered article is available; absent when it could ship at once. */
  availabilityDate?: string;
}

/** GET order/v1/{orderId} */
export interface OrderResponse {
  data: {
    orderId: string;
    /** The ordered lines, newest first as they were in the cart. */
    items: WireOrderItem[];
    /** Sum of the lines before the rebate. */
    subtotalAmount: WireMoney;
    /** What the rebate code took off (zero without one). */
    discountAmount: WireMoney;
    /** The rebate code used, titled in the request's locale. */
    rebateCode?: { code: string; title: string };
    totalAmount: WireMoney;
    totalVatAmount: WireMoney;
    totalShippingAmount: WireMoney;
    email: string;
    shippingAddress: {
      fullName: string;
      streetAddress: string;
      city: string;
      postalCode: string;
      country: string;
    };
    profit: number;
    profitArticleList: { articleId: string; profit: number; quantity: number }[];
  };
}
