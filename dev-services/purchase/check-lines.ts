import type { Catalog } from '../seed/catalog';
import type { Cart } from '../state';
import { HttpError } from '../http';
import { notForSale, outOfStock } from './stock-errors';
import { NOT_FOR_SALE_MESSAGES } from '../seed/fixtures';

/**
 * Throws the checkout error of the first line that cannot be bought: 409 with a NOT_FOR_SALE
 * message, or 409 "Out of stock LegacyProductId …" when the cart holds more than is in stock.
 */
export function assertBuyable(catalog: Catalog, stock: ReadonlyMap<string, number>, cart: Cart): void {
  if (cart.lines.length === 0) throw new HttpError(400, 'Cart is empty', { code: 'CART_EMPTY' });
  const wanted = new Map<string, number>();
  cart.lines.forEach((line) => wanted.set(line.articleId, (wanted.get(line.articleId) ?? 0) + line.quantity));
  wanted.forEach((quantity, articleId) => {
    const article = catalog.articleById.get(articleId);
    if (!article || article.publishState !== 'published') throw notForSale(NOT_FOR_SALE_MESSAGES.notAvailable);
    if (article.saleBlock) throw notForSale(article.saleBlock);
    if (quantity > (stock.get(articleId) ?? 0)) throw outOfStock(article);
  });
}
