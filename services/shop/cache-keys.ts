/**
 * Cache keys and lifetimes are data (CONVENTIONS.md §7): each cached shop
 * resource, its key per market and locale, and how long it lives.
 */
import type { Locale, Market } from '@/lib/locales';

export type ShopResource = 'menuBase' | 'menuChildren' | 'siteSettings' | 'footer' | 'badges' | 'fees';

/** Default lifetime, SHOP_CACHE_TTL_SECONDS overrides it (SPEC §9: 5 minutes). */
export const DEFAULT_SHOP_TTL_SECONDS = 300;

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

export function shopCacheKey(resource: ShopResource, market: Market, locale: Locale, id?: string): string {
  return ['shop', VERSION, market, locale, resource, id].filter(Boolean).join(':');
}
