import type { SimilarArticlesResponse } from '../../services/catalog/types';
import type { RequestContext } from '../context';
import { ok } from '../http';
import type { Reply } from '../http';
import { intParam } from '../query/params';
import type { SeedArticle } from '../seed/types';
import { toArticleSummary } from '../views/article-summary';
import { currentStock } from '../views/view-context';
import { publishedArticle } from './published-article';

/** Fewer than this in the article's own category: its top category is searched too. */
const MIN_FROM_CATEGORY = 4;

/**
 * GET /catalog/v1/articles/{articleId}/similar?limit=: in-stock articles of the same category within half
 * to twice the price, nearest price first (then best rated); the top category fills up a thin category.
 */
export function getSimilarArticles(ctx: RequestContext): Reply {
  const article = publishedArticle(ctx);
  const limit = intParam(ctx.query, 'limit', 8, 1, 24);
  const price = article.price[ctx.market];
  const now = ctx.catalog.today.getTime();
  const category = ctx.catalog.categoryById.get(article.categoryId);
  const top = category?.parentId ?? article.categoryId;
  const topOf = (a: SeedArticle) => ctx.catalog.categoryById.get(a.categoryId)?.parentId ?? a.categoryId;
  const candidates = ctx.catalog.articles.filter(
    (other) =>
      other.articleId !== article.articleId &&
      other.familyId !== article.familyId &&
      other.publishState === 'published' &&
      !other.classifications.some((c) => c.name === 'dyo') &&
      currentStock(ctx, other.articleId) > 0 &&
      !(other.availabilityDate && new Date(other.availabilityDate).getTime() > now) &&
      other.price[ctx.market] >= price / 2 &&
      other.price[ctx.market] <= price * 2,
  );
  const distance = (a: SeedArticle) => Math.abs(Math.log(a.price[ctx.market] / price));
  const byNearest = (a: SeedArticle, b: SeedArticle) =>
    distance(a) - distance(b) || b.rating - a.rating || a.articleId.localeCompare(b.articleId);
  const same = candidates.filter((a) => a.categoryId === article.categoryId).sort(byNearest);
  const wider =
    same.length < MIN_FROM_CATEGORY
      ? candidates.filter((a) => a.categoryId !== article.categoryId && topOf(a) === top).sort(byNearest)
      : [];
  const body: SimilarArticlesResponse = { data: { items: [...same, ...wider].slice(0, limit).map((a) => toArticleSummary(ctx, a)) } };
  return ok(body);
}
