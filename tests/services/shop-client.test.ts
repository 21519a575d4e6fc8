import { startDevServices } from '@/dev-services/app';
import { createCachedLoader, type CachedLoader } from '@/lib/cache/cached';
import { createMemoryCache } from '@/lib/cache/memory-cache';
import { HttpError } from '@/lib/http/errors';
import { shopCacheKey } from '@/services/cache-table';
import { createShopClient } from '@/services/shop/client';
import { testContext } from '../helpers/context';
import { startTestServer } from '../helpers/test-server';

/** A cached loader that records the keys and lifetimes it was asked for and counts upstream calls. */
function recordingLoader() {
  const inner = createCachedLoader(createMemoryCache());
  const asked: [string, number][] = [];
  let upstream = 0;
  const cached: CachedLoader = (key, ttl, load) => {
    asked.push([key, ttl]);
    return inner(key, ttl, () => {
      upstream += 1;
      return load();
    });
  };
  return { cached, asked, upstreamCalls: () => upstream };
}

describe('shop client', () => {
  it('caches each shell call under its key per market and locale, for the configured lifetime', async () => {
    const services = await startDevServices({ port: 0 });
    try {
      const loader = recordingLoader();
      const client = createShopClient({ baseUrl: services.url, ttlSeconds: 300, cached: loader.cached });
      const sv = testContext();
      const fi = testContext({ locale: 'fi-FI', market: 'FI' });
      const menu = await client.menuBase(sv);
      expect(await client.menuBase(sv)).toEqual(menu);
      await client.menuBase(fi);
      await client.footer(sv);
      await client.badges(sv);
      await client.siteSettings(sv);
      await client.fees(sv);
      await client.menuChildren(sv, menu[0]!.categoryId);
      expect(loader.upstreamCalls()).toBe(7);
      expect(loader.asked).toEqual([
        ['shop:v1:SE:sv-SE:menuBase', 300],
        ['shop:v1:SE:sv-SE:menuBase', 300],
        ['shop:v1:FI:fi-FI:menuBase', 300],
        ['shop:v1:SE:sv-SE:footer', 300],
        ['shop:v1:SE:sv-SE:badges', 300],
        ['shop:v1:SE:sv-SE:siteSettings', 300],
        ['shop:v1:SE:sv-SE:fees', 300],
        [`shop:v1:SE:sv-SE:menuChildren:${menu[0]!.categoryId}`, 300],
      ]);
    } finally {
      await services.close();
    }
  });

  it('hands out the same shell objects while the cache holds the same answer (their script is hashed once, ADR 0011)', async () => {
    const services = await startDevServices({ port: 0 });
    try {
      const client = createShopClient({ baseUrl: services.url, ttlSeconds: 300, cached: createCachedLoader(createMemoryCache()) });
      const sv = testContext();
      const [menu, footer, badges, settings, fees] = await Promise.all([
        client.menuBase(sv),
        client.footer(sv),
        client.badges(sv),
        client.siteSettings(sv),
        client.fees(sv),
      ]);
      expect(await client.menuBase(sv)).toBe(menu);
      expect(await client.footer(sv)).toBe(footer);
      expect(await client.badges(sv)).toBe(badges);
      expect(await client.siteSettings(sv)).toBe(settings);
      expect(await client.fees(sv)).toBe(fees);
    } finally {
      await services.close();
    }
  });

  it('does not cache a failure: the next call asks again', async () => {
    let calls = 0;
    const upstream = await startTestServer((_, res) => {
      calls += 1;
      res.writeHead(500, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message: 'boom' }));
    });
    try {
      const loader = recordingLoader();
      const client = createShopClient({ baseUrl: upstream.url, ttlSeconds: 300, cached: loader.cached });
      await expect(client.fees(testContext())).rejects.toBeInstanceOf(HttpError);
      await expect(client.fees(testContext())).rejects.toBeInstanceOf(HttpError);
      expect(calls).toBe(2);
    } finally {
      await upstream.close();
    }
  });

  it('keys omit an absent id', () => {
    expect(shopCacheKey('fees', 'DK', 'da-DK')).toBe('shop:v1:DK:da-DK:fees');
    expect(shopCacheKey('menuChildren', 'NO', 'nb-NO', 'c-1')).toBe('shop:v1:NO:nb-NO:menuChildren:c-1');
  });
});
