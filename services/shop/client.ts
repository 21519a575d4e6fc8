/**
 * The shop service client: the only code that calls SHOP_API_URL or its cache. Responses are cached per market and locale; only successes
 * are cached (docs/spec.md §7), and concurrent misses share one upstream call.
 */
import type { ZodType } from 'zod';
import type { CachedLoader } from '@/lib/cache/cached';
import { joinUrl, request } from '@/lib/http/request';
import { zodValidator } from '@/lib/http/zod-validator';
import type { RequestContext } from '@/lib/request-context';
import { SHOP_RESOURCES, shopCacheKey, type ShopResource } from '../cache-table';
import { toBadgeMap, toSiteSettings } from './mappers';
import type { BadgeMap, Fees, Footer, MenuChildren, MenuItem, SiteSettings } from './models';
import { badgesSchema, feesSchema, footerSchema, menuBaseSchema, menuChildrenResponseSchema, siteSettingsSchema } from './types';

export interface ShopClientConfig {
  baseUrl: string;
  ttlSeconds: number;
  cached: CachedLoader;
  /** Timeout of one read: shop data is small and cached, so a slow answer is an outage. */
  timeoutMs?: number;
}

export function createShopClient(config: ShopClientConfig) {
  // The cache hands out the same parsed answer until it reloads it; its mapped form is kept with it,
  // so the shell's parts stay the same objects and their script is hashed once (server/shell-data-script.ts).
  const mapped = new WeakMap<object, unknown>();
  function mapOnce<W extends object, M>(wire: W, map: (wire: W) => M): M {
    if (!mapped.has(wire)) mapped.set(wire, map(wire));
    return mapped.get(wire) as M;
  }

  function get<T>(ctx: RequestContext, resource: ShopResource, schema: ZodType<T>, id?: string): Promise<T> {
    const key = shopCacheKey(resource, ctx.market, ctx.locale, id);
    return config.cached(
      key,
      config.ttlSeconds,
      () =>
        request(joinUrl(config.baseUrl, SHOP_RESOURCES[resource].path(id)), ctx, {
          validate: zodValidator(schema),
          timeoutMs: config.timeoutMs,
        }),
      `shop:${resource}`,
    );
  }

  return {
    /** GET navigation/v1/menu/base: the top categories. */
    menuBase: async (ctx: RequestContext): Promise<MenuItem[]> => (await get(ctx, 'menuBase', menuBaseSchema)).data.items,
    /** GET navigation/v1/menu/{id}: the children of one category. */
    menuChildren: async (ctx: RequestContext, categoryId: string): Promise<MenuChildren> =>
      (await get(ctx, 'menuChildren', menuChildrenResponseSchema, categoryId)).data.children,
    /** GET cms/v1/siteSettings */
    siteSettings: async (ctx: RequestContext): Promise<SiteSettings> =>
      mapOnce((await get(ctx, 'siteSettings', siteSettingsSchema)).data, toSiteSettings),
    /** GET cms/footer (its response is `{ footer }`, not `{ data }`). */
    footer: async (ctx: RequestContext): Promise<Footer> => (await get(ctx, 'footer', footerSchema)).footer,
    /** GET cms/v1/badges, as a map by badge id. */
    badges: async (ctx: RequestContext): Promise<BadgeMap> => mapOnce((await get(ctx, 'badges', badgesSchema)).data, toBadgeMap),
    /** GET fees/v1/fees */
    fees: async (ctx: RequestContext): Promise<Fees> => (await get(ctx, 'fees', feesSchema)).data,
  };
}

export type ShopClient = ReturnType<typeof createShopClient>;
