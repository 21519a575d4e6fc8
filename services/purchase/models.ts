/** Domain types of the cart (SPEC §3). */
import type { WireCartArticle, WireCheckoutSummary, OrderResponse } from './types';

export type CartArticle = WireCartArticle;
export type CheckoutSummary = WireCheckoutSummary;
/** What a shopper may see of an order: never the internal profit fields. */
export type OrderDetails = Omit<OrderResponse['data'], 'profit' | 'profitArticleList'> & {
  /** The ordered articles and quantities (from the service's article list, without profit). */
  items: { articleId: string; quantity: number }[];
};

/** Drops the service's internal fields (profit) so they never leave the server. */
export function toOrderDetails(wire: OrderResponse['data']): OrderDetails {
  const { orderId, totalAmount, totalVatAmount, totalShippingAmount, email, shippingAddress, profitArticleList } = wire;
  return {
    orderId,
    totalAmount,
    totalVatAmount,
    totalShippingAmount,
    email,
    shippingAddress: { ...shippingAddress },
    items: profitArticleList.map(({ articleId, quantity }) => ({ articleId, quantity })),
  };
}

export interface ServerCartLine {
  article: CartArticle;
  quantity: number;
}

export interface ServerCart {
  id: string;
  items: ServerCartLine[];
}

/** SPEC §3: the item key is the article id, or articleId-dyoId for design-your-own items. */
export function itemKey(article: { articleId: string; dyoId?: string }): string {
  return article.dyoId ? `${article.articleId}-${article.dyoId}` : article.articleId;
}
