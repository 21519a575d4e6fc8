import type { WireArticleSummary, WireNotForSale } from '../../services/catalog/types';
import { NOT_FOR_SALE_MESSAGES } from '../seed/fixtures';
import { money } from '../lib/money';
import type { SeedArticle } from '../seed/types';
import type { ViewContext } from './view-context';
import { currentSold, currentStock, imageUrl } from './view-context';

/** The product's route key path with its slug in the request language. */
function articleUrl(ctx: ViewContext, article: SeedArticle): string {
  return `/product/${article.articleId}/${article.slug[ctx.locale]}/`;
}

/** The contract's reason for an article the checkout refuses (its `saleBlock` message), else nothing. */
export function notForSaleOf(article: Pick<SeedArticle, 'saleBlock'>): { notForSale?: WireNotForSale } {
  const entry = Object.entries(NOT_FOR_SALE_MESSAGES).find(([, message]) => message === article.saleBlock);
  return entry ? { notForSale: entry[0] as WireNotForSale } : {};
}

export function toArticleSummary(ctx: ViewContext, article: SeedArticle): WireArticleSummary {
  const summary: WireArticleSummary = {
    articleId: article.articleId,
    legacyArticleId: article.legacyArticleId,
    title: article.title[ctx.locale],
    slug: article.slug[ctx.locale],
    articleUrl: articleUrl(ctx, article),
    brand: ctx.catalog.brandById.get(article.brandId)?.name ?? '',
    price: money(article.price[ctx.market], ctx.market),
    imageUrl: imageUrl.article(ctx, article.articleId, 1),
    rating: article.rating,
    reviewCount: article.reviewCount,
    stock: currentStock(ctx, article.articleId),
    sold: currentSold(ctx, article.articleId),
    condition: article.condition,
    badgeIds: [...article.badgeIds],
    classifications: article.classifications.map((c) => ({ ...c })),
  };
  if (article.oldPrice) summary.oldPrice = money(article.oldPrice[ctx.market], ctx.market);
  if (article.lowestPrice30Days) summary.lowestPrice30Days = money(article.lowestPrice30Days[ctx.market], ctx.market);
  if (article.shipsFree) summary.shipsFree = true;
  Object.assign(summary, notForSaleOf(article));
  if (article.availabilityDate) summary.availabilityDate = article.availabilityDate;
  return summary;
}

/** Summaries of the published articles among `ids`, in that order. */
export function summariesOf(ctx: ViewContext, ids: readonly string[]): WireArticleSummary[] {
  return ids.flatMap((id) => {
    const article = ctx.catalog.articleById.get(id);
    return article && article.publishState === 'published' ? [toArticleSummary(ctx, article)] : [];
  });
}
