import type { WireArticle } from '@/services/catalog/types';
import type { CartArticle } from '@/services/purchase/models';

/** The cart's view of a catalogue article (services/purchase/models.ts CartArticle). */
export function toCartArticle(article: WireArticle): CartArticle {
  return {
    articleId: article.articleId,
    legacyArticleId: article.legacyArticleId,
    title: article.title,
    brand: article.brand.name,
    slug: article.slug,
    price: article.price,
    imageUrl: article.imageUrl,
    properties: article.properties.filter((p) => p.key !== 'condition').map(({ name, value }) => ({ name, value })),
    stock: article.stock,
  };
}

/** The discount in whole percent, or null when there is no (positive) old price. */
export function discountPercent(price: { amount: number }, oldPrice?: { amount: number }): number | null {
  if (!oldPrice || oldPrice.amount <= price.amount || oldPrice.amount <= 0) return null;
  return Math.round(((oldPrice.amount - price.amount) / oldPrice.amount) * 100);
}
