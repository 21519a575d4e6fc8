import { createCachedLoader, type CachedLoader } from '@/lib/cache/cached';
import { createMemoryCache } from '@/lib/cache/memory-cache';
import { createCatalogClient, queryString } from '@/services/catalog/client';
import { testContext } from '../helpers/context';
import { startDevServices } from '@/dev-services/app';

describe('catalog client', () => {
  it('builds a stable query string', () => {
    expect(queryString({ sort: 'newest', brand: ['b', 'a'], q: 'x y', page: undefined, empty: '' })).toBe(
      '?brand=b&brand=a&q=x+y&sort=newest',
    );
    expect(queryString({})).toBe('');
  });

  it('caches catalog answers per market and locale: one upstream call per key', async () => {
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

  it("caches a product's reviews and similar articles like every catalog read, and never caches a stock alert", async () => {
    const services = await startDevServices({ port: 0 });
    try {
      const inner = createCachedLoader(createMemoryCache());
      const keys: string[] = [];
      const cached: CachedLoader = (key, ttl, load) =>
        inner(key, ttl, () => {
          keys.push(key);
          return load();
        });
      const client = createCatalogClient({ baseUrl: services.url, ttlSeconds: 60, cached });
      const sv = testContext();
      const reviews = await client.productReviews(sv, '100063', { sort: 'helpful', pageSize: '5' });
      await client.productReviews(sv, '100063', { sort: 'helpful', pageSize: '5' });
      expect(reviews.items).toHaveLength(5);
      expect(reviews.summary.reviewCount).toBe(137);
      const similar = await client.similarArticles(sv, '100084');
      await client.similarArticles(sv, '100084');
      expect(similar.length).toBeGreaterThan(0);
      expect(keys).toEqual([
        'catalog:v3:SE:sv-SE:catalog/v1/articles/100063/reviews?pageSize=5&sort=helpful',
        'catalog:v3:SE:sv-SE:catalog/v1/articles/100084/similar',
      ]);
      await client.stockAlert(sv, '100084', { email: 'a@example.se' });
      await client.stockAlert(sv, '100084', { email: 'b@example.se' });
      expect(keys).toHaveLength(2);
      expect(services.state.stockAlerts.size).toBe(2);
      await expect(client.stockAlert(sv, '100084', { email: 'nope' })).rejects.toMatchObject({ kind: 'bad-request', status: 400 });
    } finally {
      await services.close();
    }
  });
});
