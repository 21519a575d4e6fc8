import type { WireArticleFacets, WireArticleSort, WireCondition } from '../../services/catalog/types';
import type { Market, Locale } from '../lib/locale';
import type { Catalog } from '../seed/catalog';
import { searchArticles } from '../search/search-index';
import type { SeedArticle } from '../seed/types';
import type { ArticleQuery } from './article-query';

export interface ArticleQueryResult {
  /** The requested page. */
  items: SeedArticle[];
  total: number;
  facets: WireArticleFacets;
}

type Predicate = (a: SeedArticle) => boolean;

function ratingOk(rating: ArticleQuery['rating'], value: number): boolean {
  if (rating === '5') return value === 5;
  if (rating === '4') return value >= 4;
  if (rating === '3') return value >= 3;
  return true;
}

function discount(a: SeedArticle, market: Market): number {
  // The announced reduction: against the lowest price of the 30 days before it (seed/price-history.ts).
  return a.lowestPrice30Days ? 1 - a.price[market] / a.lowestPrice30Days[market] : 0;
}

/** Units in stock now (the server state's; the seed's when not given). */
export type StockOf = (article: SeedArticle) => number;

function comparator(
  sort: WireArticleSort,
  market: Market,
  scores: Map<string, number> | null,
  order: Map<string, number> | null,
  stockOf: StockOf,
) {
  const tie = (a: SeedArticle, b: SeedArticle): number => a.articleId.localeCompare(b.articleId);
  const by =
    (f: (a: SeedArticle) => number) =>
    (a: SeedArticle, b: SeedArticle): number =>
      f(b) - f(a) || tie(a, b);
  switch (sort) {
    case 'price_asc':
      return (a: SeedArticle, b: SeedArticle): number => a.price[market] - b.price[market] || tie(a, b);
    case 'price_desc':
      return by((a) => a.price[market]);
    case 'newest':
      return (a: SeedArticle, b: SeedArticle): number => b.createdAt.localeCompare(a.createdAt) || tie(a, b);
    case 'rating':
      return by((a) => a.rating * 100_000 + a.reviewCount);
    case 'discount':
      return by((a) => discount(a, market));
    case 'relevance':
      // A search shows what can be bought first: sold-out matches after every buyable one, each group by score, then sales.
      if (scores) return by((a) => (stockOf(a) > 0 ? 1e12 : 0) + (scores.get(a.articleId) ?? 0) * 1_000_000 + a.sold);
      if (order) return (a: SeedArticle, b: SeedArticle): number => (order.get(a.articleId) ?? 0) - (order.get(b.articleId) ?? 0);
      return by((a) => a.sold);
  }
}

function facetsOf(
  scope: readonly SeedArticle[],
  filters: Record<'brand' | 'condition' | 'rating' | 'price', Predicate>,
  catalog: Catalog,
  market: Market,
): WireArticleFacets {
  const without = (skip: keyof typeof filters): SeedArticle[] =>
    scope.filter((a) => (Object.keys(filters) as (keyof typeof filters)[]).every((k) => k === skip || filters[k](a)));
  const brandCounts = new Map<string, number>();
  without('brand').forEach((a) => brandCounts.set(a.brandId, (brandCounts.get(a.brandId) ?? 0) + 1));
  const conditionCounts = new Map<WireCondition, number>();
  without('condition').forEach((a) => conditionCounts.set(a.condition, (conditionCounts.get(a.condition) ?? 0) + 1));
  const prices = without('price').map((a) => a.price[market]);
  return {
    brands: [...brandCounts]
      .map(([id, count]) => {
        const brand = catalog.brandById.get(id);
        return { id, name: brand?.name ?? '', slug: brand?.slug ?? '', count };
      })
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
    conditions: (['new', 'refurb', 'used'] as const).flatMap((value) => {
      const count = conditionCounts.get(value) ?? 0;
      return count > 0 ? [{ value, count }] : [];
    }),
    price:
      prices.length > 0 ? { min: Math.floor(Math.min(...prices) / 100), max: Math.ceil(Math.max(...prices) / 100) } : { min: 0, max: 0 },
  };
}

/** Filters, facets, sorts and pages the published articles. */
export function runArticleQuery(
  catalog: Catalog,
  market: Market,
  locale: Locale,
  query: ArticleQuery,
  stockOf: StockOf = (a) => a.stock,
): ArticleQueryResult {
  const scores = query.q ? searchArticles(catalog, locale, query.q) : null;
  const order = query.ids ? new Map(query.ids.map((id, i) => [id, i])) : null;
  const scope = catalog.articles.filter(
    (a) =>
      a.publishState === 'published' &&
      (!order || order.has(a.articleId)) &&
      (!scores || scores.has(a.articleId)) &&
      (!query.categoryIds || query.categoryIds.has(a.categoryId)) &&
      (!query.articleIds || query.articleIds.has(a.articleId)) &&
      (!query.merchantIds || query.merchantIds.has(a.merchantId)),
  );
  const filters = {
    brand: (a: SeedArticle): boolean => !query.brandIds || query.brandIds.has(a.brandId),
    condition: (a: SeedArticle): boolean => !query.conditions || query.conditions.has(a.condition),
    rating: (a: SeedArticle): boolean => ratingOk(query.rating, a.rating),
    price: (a: SeedArticle): boolean =>
      (query.priceMin === null || a.price[market] >= query.priceMin) && (query.priceMax === null || a.price[market] <= query.priceMax),
  };
  const matches = scope.filter((a) => filters.brand(a) && filters.condition(a) && filters.rating(a) && filters.price(a));
  matches.sort(comparator(query.sort, market, scores, order, stockOf));
  const start = (query.page - 1) * query.pageSize;
  return {
    items: matches.slice(start, start + query.pageSize),
    total: matches.length,
    facets: facetsOf(scope, filters, catalog, market),
  };
}
