/**
 * What a product card renders, and nothing else: the shape listing pages and rails send to the
 * browser. A wire summary carries more (legacy id, article URL, classifications) that no card reads;
 * sending it would double the page data, once as markup and once in `__NEXT_DATA__` (issue 9).
 */
import type { ArticlesResponse, WireArticleSummary } from './types';

export type CardArticle = Pick<
  WireArticleSummary,
  'articleId' | 'title' | 'slug' | 'brand' | 'price' | 'imageUrl' | 'rating' | 'reviewCount' | 'stock' | 'sold' | 'condition' | 'badgeIds'
> &
  Partial<Pick<WireArticleSummary, 'oldPrice' | 'availabilityDate'>>;

/** A page of listed products, each as a card. */
export type CardListing = Omit<ArticlesResponse['data'], 'items'> & { items: CardArticle[] };

/** The card's fields of a summary; optional ones only when present (page props cannot hold `undefined`). */
export function toCardArticle(summary: WireArticleSummary): CardArticle {
  const { articleId, title, slug, brand, price, imageUrl, rating, reviewCount, stock, sold, condition, badgeIds, oldPrice, availabilityDate } = summary;
  return {
    articleId,
    title,
    slug,
    brand,
    price,
    imageUrl,
    rating,
    reviewCount,
    stock,
    sold,
    condition,
    badgeIds,
    ...(oldPrice ? { oldPrice } : {}),
    ...(availabilityDate ? { availabilityDate } : {}),
  };
}

export function toCardListing(data: ArticlesResponse['data']): CardListing {
  return { ...data, items: data.items.map(toCardArticle) };
}
