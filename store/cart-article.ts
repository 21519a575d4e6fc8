/** What the cart needs to show an article before the purchase service answers (the pending placeholder). */
import type { CartArticle } from '@/services/purchase/models';
import type { WireArticle, WireArticleSummary } from '@/services/catalog/types';
import { stockStatus, type StockInfo } from '@/lib/catalog/stock-status';

export function cartArticleFromSummary(
  summary: WireArticleSummary,
  design?: { dyoId: string; dyoImageUrl?: string },
  stock: StockInfo = stockStatus(summary),
): CartArticle {
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
    ...(summary.shipsFree ? { shipsFree: true } : {}),
    // A pre-order is marked as one from the moment it is added, as the service's answer will mark it.
    ...(stock.status === 'pre_order' && stock.availableFrom ? { availabilityDate: stock.availableFrom } : {}),
    ...(design ? { dyoId: design.dyoId, ...(design.dyoImageUrl ? { dyoImageUrl: design.dyoImageUrl } : {}) } : {}),
  };
}

/** `stock` is the status the product page shows (computed with the server's time), so the placeholder agrees with it. */
export function cartArticleFromArticle(
  article: WireArticle,
  design?: { dyoId: string; dyoImageUrl?: string },
  stock?: StockInfo,
): CartArticle {
  return {
    ...cartArticleFromSummary({ ...article, brand: article.brand.name }, design, stock),
    properties: article.properties.filter((p) => p.key !== 'condition').map(({ name, value }) => ({ name, value })),
  };
}
