/**
 * The catalog and content client of the shop service: the only code that calls SHOP_API_URL for catalog data. Successful answers are cached
 * per market and locale for a short time (CATALOG_CACHE_TTL_SECONDS), so a page view never repeats a call the cache already holds.
 */
import type { ZodType } from 'zod';
import { joinUrl, request } from '@/lib/http/request';
import { zodValidator } from '@/lib/http/zod-validator';
import type { RequestContext } from '@/lib/request-context';
import * as s from './types';
import * as c from './content-types';
import type { ArticlesRequest, MerchantReviewsRequest, ProductReviewsRequest, SimilarArticlesRequest, StockAlertRequest } from './types';
import type { ContactRequest, WireCmsPageKey } from './content-types';
import { catalogCacheKey } from '../cache-table';
import type { ShopClientConfig } from '../shop/client';

/** A stable query string (sorted keys, repeated keys for arrays) so equal queries share a cache entry. */
export function queryString(query: object): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    const value = (query as Record<string, unknown>)[key];
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== '') params.append(key, String(item));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const seg = encodeURIComponent;

/** The endpoint a path belongs to, for its circuit breaker: `catalog/v1/articles/123?x` → `catalog/v1/articles/:id`. */
function endpointOf(path: string): string {
  const [base = ''] = path.split('?');
  const parts = base.split('/');
  return parts.map((part, i) => (i >= 3 ? ':id' : part)).join('/');
}

/** The shop service's catalog and content reads: the shop client's settings (base URL, cache lifetime, loader, timeout). */
export function createCatalogClient(config: ShopClientConfig) {
  function get<T>(ctx: RequestContext, path: string, schema: ZodType<T>): Promise<T> {
    const key = catalogCacheKey(path, ctx.market, ctx.locale);
    return config.cached(
      key,
      config.ttlSeconds,
      () => request(joinUrl(config.baseUrl, path), ctx, { validate: zodValidator(schema), timeoutMs: config.timeoutMs }),
      endpointOf(path),
    );
  }

  /** A POST (never cached): its answer's `data`, validated. */
  const post = async <D>(ctx: RequestContext, path: string, body: unknown, schema: ZodType<{ data: D }>) =>
    (await request(joinUrl(config.baseUrl, path), ctx, { method: 'POST', body, validate: zodValidator(schema) })).data;

  return {
    /** GET catalog/v1/categories */
    categories: async (ctx: RequestContext) => (await get(ctx, 'catalog/v1/categories', s.categoriesSchema)).data.items,
    /** GET catalog/v1/categories/{slug} */
    category: async (ctx: RequestContext, slug: string) => (await get(ctx, `catalog/v1/categories/${seg(slug)}`, s.categorySchema)).data,
    /** GET catalog/v1/articles with filters, sorting and paging */
    articles: async (ctx: RequestContext, query: ArticlesRequest) =>
      (await get(ctx, `catalog/v1/articles${queryString(query)}`, s.articlesSchema)).data,
    /** GET catalog/v1/search/suggestions */
    suggestions: async (ctx: RequestContext, q: string) =>
      (await get(ctx, `catalog/v1/search/suggestions${queryString({ q })}`, s.suggestionsSchema)).data,
    /** GET catalog/v1/articles/{id} (404 for unknown or unpublished) */
    article: async (ctx: RequestContext, articleId: string) =>
      (await get(ctx, `catalog/v1/articles/${seg(articleId)}`, s.articleSchema)).data,
    /** GET catalog/v1/articles/{id}/reviews: a page of the product's reviews and their summary (404 for unknown or unpublished) */
    productReviews: async (ctx: RequestContext, articleId: string, query: ProductReviewsRequest) =>
      (await get(ctx, `catalog/v1/articles/${seg(articleId)}/reviews${queryString(query)}`, s.productReviewsSchema)).data,
    /** GET catalog/v1/articles/{id}/similar: in-stock articles of the same category and price band */
    similarArticles: async (ctx: RequestContext, articleId: string, query: SimilarArticlesRequest = {}) =>
      (await get(ctx, `catalog/v1/articles/${seg(articleId)}/similar${queryString(query)}`, s.similarArticlesSchema)).data.items,
    /** POST catalog/v1/articles/{id}/stock-alerts (never cached): 400 with a localized message for an invalid e-mail */
    stockAlert: (ctx: RequestContext, articleId: string, body: StockAlertRequest) =>
      post(ctx, `catalog/v1/articles/${seg(articleId)}/stock-alerts`, body, s.stockAlertSchema),
    /** GET catalog/v1/campaigns */
    campaigns: async (ctx: RequestContext) => (await get(ctx, 'catalog/v1/campaigns', s.campaignsSchema)).data.items,
    /** GET catalog/v1/campaigns/{slug} */
    campaign: async (ctx: RequestContext, slug: string) => (await get(ctx, `catalog/v1/campaigns/${seg(slug)}`, s.campaignSchema)).data,
    /** GET catalog/v1/brands */
    brands: async (ctx: RequestContext) => (await get(ctx, 'catalog/v1/brands', s.brandsSchema)).data.items,
    /** GET catalog/v1/brands/{slug} */
    brand: async (ctx: RequestContext, slug: string) => (await get(ctx, `catalog/v1/brands/${seg(slug)}`, s.brandSchema)).data,
    /** GET catalog/v1/merchants */
    merchants: async (ctx: RequestContext) => (await get(ctx, 'catalog/v1/merchants', s.merchantsSchema)).data.items,
    /** GET catalog/v1/merchants/{idOrSlug} */
    merchant: async (ctx: RequestContext, id: string) => (await get(ctx, `catalog/v1/merchants/${seg(id)}`, s.merchantSchema)).data,
    /** GET catalog/v1/merchants/{idOrSlug}/reviews */
    merchantReviews: async (ctx: RequestContext, id: string, query: MerchantReviewsRequest) =>
      (await get(ctx, `catalog/v1/merchants/${seg(id)}/reviews${queryString(query)}`, s.merchantReviewsSchema)).data,
    /** GET catalog/v1/storefronts */
    storefronts: async (ctx: RequestContext) => (await get(ctx, 'catalog/v1/storefronts', s.storefrontsSchema)).data.items,
    /** GET catalog/v1/storefronts/{slug} */
    storefront: async (ctx: RequestContext, slug: string) =>
      (await get(ctx, `catalog/v1/storefronts/${seg(slug)}`, s.storefrontSchema)).data,
    /** GET cms/v1/start */
    start: async (ctx: RequestContext) => (await get(ctx, 'cms/v1/start', c.startPageSchema)).data,
    /** GET cms/v1/pages/{key} */
    cmsPage: async (ctx: RequestContext, key: WireCmsPageKey) => (await get(ctx, `cms/v1/pages/${seg(key)}`, c.cmsPageSchema)).data,
    /** POST cms/v1/contact (never cached) */
    contact: (ctx: RequestContext, body: ContactRequest) => post(ctx, 'cms/v1/contact', body, c.contactSchema),
  };
}

export type CatalogClient = ReturnType<typeof createCatalogClient>;
