/** Domain types of the cart (SPEC §3). */
import type { WireCartArticle, WireCheckoutSummary, OrderResponse } from './types';

export type CartArticle = WireCartArticle;
export type CheckoutSummary = WireCheckoutSummary;
export type OrderDetails = OrderResponse['data'];

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
