/** Domain types of the cart (docs/spec.md §3). */
import { pick } from '@/lib/pick';
import type { CartResponse, WireCartArticle, WireCheckoutSummary, OrderResponse } from './types';

export type CartArticle = WireCartArticle;
export type CheckoutSummary = WireCheckoutSummary;
/** What a shopper may see of an order: never the internal profit fields. */
export type OrderDetails = Omit<OrderResponse['data'], 'profit' | 'profitArticleList'>;

/** Drops the service's internal fields (profit) so they never leave the server; copies only what is listed here. */
export function toOrderDetails(wire: OrderResponse['data']): OrderDetails {
  const { items, rebateCode, shippingAddress } = wire;
  return {
    ...pick(wire, ['orderId', 'subtotalAmount', 'discountAmount', 'totalAmount', 'totalVatAmount', 'totalShippingAmount', 'email']),
    items: items.map((item) => ({
      ...pick(item, ['articleId', 'title', 'slug', 'imageUrl', 'quantity']),
      ...(item.dyoId ? { dyoId: item.dyoId } : {}),
      ...(item.dyoImageUrl ? { dyoImageUrl: item.dyoImageUrl } : {}),
      unitPrice: { ...item.unitPrice },
      ...(item.availabilityDate ? { availabilityDate: item.availabilityDate } : {}),
    })),
    ...(rebateCode ? { rebateCode: pick(rebateCode, ['code', 'title']) } : {}),
    shippingAddress: { ...shippingAddress },
  };
}

/** The cart as the purchase service holds it. */
export type ServerCart = CartResponse['data'];

/** docs/spec.md §3: the item key is the article id, or articleId-dyoId for design-your-own items. */
export function itemKey(article: { articleId: string; dyoId?: string }): string {
  return article.dyoId ? `${article.articleId}-${article.dyoId}` : article.articleId;
}
