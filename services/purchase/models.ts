/** Domain types of the cart (docs/spec.md §3). */
import type { CartResponse, WireCartArticle, WireCheckoutSummary, OrderResponse } from './types';

export type CartArticle = WireCartArticle;
export type CheckoutSummary = WireCheckoutSummary;
/** What a shopper may see of an order: never the internal profit fields. */
export type OrderDetails = Omit<OrderResponse['data'], 'profit' | 'profitArticleList'>;

/** Drops the service's internal fields (profit) so they never leave the server; copies only what is listed here. */
export function toOrderDetails(wire: OrderResponse['data']): OrderDetails {
  const {
    orderId,
    items,
    subtotalAmount,
    discountAmount,
    rebateCode,
    totalAmount,
    totalVatAmount,
    totalShippingAmount,
    email,
    shippingAddress,
  } = wire;
  return {
    orderId,
    items: items.map(({ articleId, dyoId, title, slug, imageUrl, dyoImageUrl, quantity, unitPrice, availabilityDate }) => ({
      articleId,
      ...(dyoId ? { dyoId } : {}),
      title,
      slug,
      imageUrl,
      ...(dyoImageUrl ? { dyoImageUrl } : {}),
      quantity,
      unitPrice: { ...unitPrice },
      ...(availabilityDate ? { availabilityDate } : {}),
    })),
    subtotalAmount,
    discountAmount,
    ...(rebateCode ? { rebateCode: { code: rebateCode.code, title: rebateCode.title } } : {}),
    totalAmount,
    totalVatAmount,
    totalShippingAmount,
    email,
    shippingAddress: { ...shippingAddress },
  };
}

/** The cart as the purchase service holds it. */
export type ServerCart = CartResponse['data'];

/** docs/spec.md §3: the item key is the article id, or articleId-dyoId for design-your-own items. */
export function itemKey(article: { articleId: string; dyoId?: string }): string {
  return article.dyoId ? `${article.articleId}-${article.dyoId}` : article.articleId;
}
