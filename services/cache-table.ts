/**
 * Cache keys and lifetimes as data, in one table (docs/conventions.md §7): server cache keys and
 * lifetimes per resource, and the Cache-Control of every page and API route.
 */
import type { Locale, Market } from '@/lib/locales';

export type ShopResource = 'menuBase' | 'menuChildren' | 'siteSettings' | 'footer' | 'badges' | 'fees';

/** Every resource lives SHOP_CACHE_TTL_SECONDS; a resource that needs another lifetime gets its own entry here. */
export const SHOP_RESOURCES: Record<ShopResource, { path: (id?: string) => string }> = {
  menuBase: { path: () => 'navigation/v1/menu/base' },
  menuChildren: { path: (id = '') => `navigation/v1/menu/${encodeURIComponent(id)}` },
  siteSettings: { path: () => 'cms/v1/siteSettings' },
  footer: { path: () => 'cms/footer' },
  badges: { path: () => 'cms/v1/badges' },
  fees: { path: () => 'fees/v1/fees' },
};

/** Key version: bump when a cached shape changes so old entries are never read. */
const VERSION = 'v1';
/** The catalog's own key version, bumped the same way (v3: campaign, category and article answers carry `slugs`). */
const CATALOG_VERSION = 'v3';

export function shopCacheKey(resource: ShopResource, market: Market, locale: Locale, id?: string): string {
  return ['shop', VERSION, market, locale, resource, id].filter(Boolean).join(':');
}

/** Every catalog answer lives CATALOG_CACHE_TTL_SECONDS, keyed by its path and stable query string. */
export function catalogCacheKey(path: string, market: Market, locale: Locale): string {
  return `catalog:${CATALOG_VERSION}:${market}:${locale}:${path}`;
}

/** Cache-Control of the app's own answers (browsers and CDNs). */
export const CACHE_CONTROL = {
  /** Anything one shopper's (cart, checkout, cookies, logs, contact) and any failure. */
  noStore: 'no-store',
  /** A page with one shopper's data (an order): never in a shared cache. */
  personalPage: 'private, no-store',
  /** Successful HTML when PAGE_CDN_MAX_AGE_SECONDS is 0. */
  pageNoCdn: 'private, no-cache',
  /**
   * A complete page that sets a new shopper's id cookies: never in a shared cache (the cookies are theirs),
   * but not `no-store`, which would keep it out of the browser's back/forward cache (Chrome:
   * MainResourceHasCacheControlNoStore, CacheControlNoStoreCookieModified); the HTML itself is everyone's.
   */
  firstVisitPage: 'private, no-cache',
  /** GET /api/menu/{id}/: the same for every shopper of a locale. */
  menuChildren: 'public, max-age=60, s-maxage=300',
  /** GET /api/search/suggestions/: the same for every shopper of a locale, kept briefly. */
  suggestions: 'public, max-age=30, s-maxage=60',
  /** GET /api/listing/count/: the same for every shopper of a locale, kept briefly. */
  listingCount: 'public, max-age=30, s-maxage=60',
  sitemap: 'public, max-age=0, s-maxage=3600',
  robots: 'public, max-age=3600',
  /** GET /api/dyo/places/?q=: the same for everyone; the list changes only with a deploy. */
  placeSearch: 'public, max-age=86400',
  /** A saved design's metadata: the designer's own. */
  designMeta: 'private, max-age=3600',
  /** A saved design's cart preview: a person's picture, so only the reader's own browser keeps it (a design never changes: a new one gets a new id). */
  designPreview: 'private, max-age=86400',
  /** A design's document and print files (the shopper's photos): the owner's or the pipeline's, never kept by a cache. */
  designPrivate: 'private, no-store',
  /** A script at its content hash (a page's translations, the shell: server/api-handlers/hashed-script.ts): never changes. */
  hashedScript: 'public, max-age=31536000, immutable',
  /** Such a script asked for by another hash (a page rendered before a deploy or before the shop's data changed): the current text, briefly. */
  hashedScriptOther: 'public, max-age=60',
} as const;

/** Successful shared HTML: a CDN keeps it `maxAge` seconds and may serve it stale for five times as long; browsers revalidate. */
function sharedPageCacheControl(maxAge: number): string {
  return `public, max-age=0, s-maxage=${maxAge}, stale-while-revalidate=${maxAge * 5}`;
}

export interface PageResponseFacts {
  /** The HTML holds one shopper's data (an order, or their flag overrides). */
  personal: boolean;
  /** Every shell call succeeded. */
  complete: boolean;
  /** The response sets a cookie (a new shopper's ids). */
  setsCookie: boolean;
  status: number;
  /** PAGE_CDN_MAX_AGE_SECONDS. */
  cdnMaxAge: number;
  /**
   * Seconds until the page's HTML changes by itself (a campaign that opens or ends: lib/catalog/campaign-phase.ts);
   * absent when it has no such date. A shared copy never outlives it, stale copies included.
   */
  freshFor?: number;
}

/** The page Cache-Control decision: shared only when nothing in it is one shopper's and nothing failed. */
export function pageCacheControl(page: PageResponseFacts): string {
  if (page.personal) return CACHE_CONTROL.personalPage;
  if (!page.complete || page.status >= 400) return CACHE_CONTROL.noStore;
  if (page.setsCookie) return CACHE_CONTROL.firstVisitPage;
  if (page.cdnMaxAge === 0) return CACHE_CONTROL.pageNoCdn;
  if (page.freshFor === undefined || page.freshFor >= page.cdnMaxAge * 6) return sharedPageCacheControl(page.cdnMaxAge);
  // A change ahead within the copy's life (stale-while-revalidate included): kept until then, never served stale.
  const seconds = Math.min(page.cdnMaxAge, Math.floor(page.freshFor));
  return seconds < 1 ? CACHE_CONTROL.pageNoCdn : `public, max-age=0, s-maxage=${seconds}`;
}
