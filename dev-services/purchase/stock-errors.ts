import { HttpError } from '../http';
import type { SeedArticle } from '../seed/types';

/** 409 with the text the app parses the legacy id from (docs/spec.md §5: "… LegacyProductId 12345"). */
export function outOfStock(article: SeedArticle): HttpError {
  return new HttpError(409, `Out of stock LegacyProductId ${article.legacyArticleId}`, { code: 'OUT_OF_STOCK' });
}

/** 409 when an increase would take more units than are left. */
export function notEnoughStock(article: SeedArticle, stock: number): HttpError {
  return new HttpError(409, `NotEnoughStock: only ${stock} left of article ${article.articleId}`, { code: 'NOT_ENOUGH_STOCK' });
}

export function notForSale(message: string): HttpError {
  return new HttpError(409, message, { code: 'NOT_FOR_SALE' });
}
