/** What the cart needs to show an article before the purchase service answers (the pending placeholder). */
import type { CartArticle } from '@/services/purchase/models';
import type { WireArticle, WireArticleSummary } from '@/services/catalog/types';

export function cartArticleFromSummary(summary: WireArticleSummary, design?: { dyoId: string; dyoImageUrl?: string }): CartArticle {
  return {
    articleId: summary.articleId,
    legacyArticleId: summary.legacyArticleId,
    title: summary.title,
    brand: summary.brand,
    slug: summary.slug,
    price: summary.price,
    imageUrl: summary.imageUrl,
    properties: [],
    stock: summary.stock,
    ...(design ? { dyoId: design.dyoId, ...(design.dyoImageUrl ? { dyoImageUrl: design.dyoImageUrl } : {}) } : {}),
  };
}

export function cartArticleFromArticle(article: WireArticle, design?: { dyoId: string; dyoImageUrl?: string }): CartArticle {
  return {
    ...cartArticleFromSummary({ ...article, brand: article.brand.name }, design),
    properties: article.properties.filter((p) => p.key !== 'condition').map(({ name, value }) => ({ name, value })),
  };
}
