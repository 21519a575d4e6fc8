/**
 * Process-wide infrastructure: the cache and the clients on it. They hold no shopper state, so one per process is right (unlike the store).
 */
import { createCachedLoader, type CachedLoader } from '@/lib/cache/cached';
import type { Cache } from '@/lib/cache/cache';
import { createMemoryCache } from '@/lib/cache/memory-cache';
import { createRedisCache, createRedisClusterCache } from '@/lib/cache/redis-cache';
import { createCatalogClient, type CatalogClient } from '@/services/catalog/client';
import { createDyoClient, type DyoClient } from '@/services/dyo/client';
import { createPurchaseClient, type PurchaseClient } from '@/services/purchase/client';
import { createShopClient, type ShopClient } from '@/services/shop/client';
import { serverEnv } from './env';
import { requestLogger } from './log/pino-logger';

/**
 * The cache is one per process, on `globalThis`: Next bundles the pages and each API route apart, and with the in-process cache a route
 * such as /api/shell must read the same last good footer and menu as the page it completes. It holds strings only; the clients and the
 * loader stay per bundle, as their errors are checked with `instanceof` against that bundle's classes (lib/http/errors.ts).
 */
const processWide = globalThis as { nordfyndCache?: Cache };

let loader: CachedLoader | undefined;
let shop: ShopClient | undefined;
let purchase: PurchaseClient | undefined;
let catalog: CatalogClient | undefined;
let dyo: DyoClient | undefined;

/** Redis Cluster with REDIS_CLUSTER_NODES, Redis with REDIS_URL, else in-process. */
export function sharedCache(): Cache {
  if (!processWide.nordfyndCache) {
    const env = serverEnv();
    const log = requestLogger('cache');
    if (env.REDIS_CLUSTER_NODES) processWide.nordfyndCache = createRedisClusterCache(env.REDIS_CLUSTER_NODES, log);
    else if (env.REDIS_URL) processWide.nordfyndCache = createRedisCache(env.REDIS_URL, log);
    else processWide.nordfyndCache = createMemoryCache();
  }
  return processWide.nordfyndCache;
}

/** One read-through loader (L1, stale-if-error, breakers per endpoint) for the shop and catalog clients. */
function cachedLoader(): CachedLoader {
  if (!loader) {
    const env = serverEnv();
    const log = requestLogger('cache');
    loader = createCachedLoader(sharedCache(), {
      staleSeconds: env.CACHE_STALE_IF_ERROR_SECONDS,
      breakerFailures: env.BREAKER_FAILURES,
      breakerOpenSeconds: env.BREAKER_OPEN_SECONDS,
      l1Seconds: env.CACHE_L1_SECONDS,
      onStale: (key, error) =>
        log.warn({ key, err: error instanceof Error ? error.message : String(error) }, 'refresh failed; serving the last good value'),
    });
  }
  return loader;
}

export function shopClient(): ShopClient {
  shop ??= createShopClient({
    baseUrl: serverEnv().SHOP_API_URL,
    ttlSeconds: serverEnv().SHOP_CACHE_TTL_SECONDS,
    cached: cachedLoader(),
    timeoutMs: serverEnv().SHOP_TIMEOUT_MS,
  });
  return shop;
}

export function purchaseClient(): PurchaseClient {
  purchase ??= createPurchaseClient(serverEnv().PURCHASE_API_URL, { timeoutMs: serverEnv().PURCHASE_TIMEOUT_MS });
  return purchase;
}

export function catalogClient(): CatalogClient {
  catalog ??= createCatalogClient({
    baseUrl: serverEnv().SHOP_API_URL,
    ttlSeconds: serverEnv().CATALOG_CACHE_TTL_SECONDS,
    cached: cachedLoader(),
    timeoutMs: serverEnv().SHOP_TIMEOUT_MS,
  });
  return catalog;
}

export function dyoClient(): DyoClient {
  dyo ??= createDyoClient(serverEnv().SHOP_API_URL);
  return dyo;
}
