import { createCachedLoader, type CachedLoader } from '@/lib/cache/cached';
import { createMemoryCache } from '@/lib/cache/memory-cache';
import { createCatalogClient, queryString } from '@/services/catalog/client';
import { testContext } from '../helpers/context';
import { startDevServices } from '@/dev-services/app';

describe('catalog client', () => {
  it('builds a stable query string', () => {
    expect(queryString({ sort: 'newest', brand: ['b', 'a'], q: 'x y', page: undefined, empty: '' })).toBe('?brand=b&brand=a&q=x+y&sort=newest');
    expect(queryString({})).toBe('');
  });

  it('caches catalogue answers per market and locale: one upstream call per key', async () => {
    const services = await startDevServices({ port: 0 });
    try {
      const inner = createCachedLoader(createMemoryCache());
      let upstreamCalls = 0;
      const cached: CachedLoader = (key, ttl, load) =>
        inner(key, ttl, () => {
          upstreamCalls += 1;
          return load();
        });
      const client = createCatalogClient({ baseUrl: services.url, ttlSeconds: 60, cached });
      const sv = testContext();
      const fi = testContext({ locale: 'fi-FI', market: 'FI' });
      const first = await client.start(sv);
      const again = await client.start(sv);
      const finnish = await client.start(fi);
      expect(again).toEqual(first);
      expect(finnish.rails.topBargains.title).not.toBe(first.rails.topBargains.title);
      expect(first.rails.topBargains.items.length).toBeGreaterThan(4);
      expect(upstreamCalls).toBe(2);
    } finally {
      await services.close();
    }
  });
});
