import { CACHE_CONTROL, catalogCacheKey, pageCacheControl, type PageResponseFacts } from '@/services/cache-table';

const shared: PageResponseFacts = { personal: false, complete: true, setsCookie: false, status: 200, cdnMaxAge: 60 };

describe('page Cache-Control decision', () => {
  it.each<[string, Partial<PageResponseFacts>, string]>([
    [
      'a complete, impersonal page is shared for a minute, stale for five',
      {},
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    ],
    ['PAGE_CDN_MAX_AGE_SECONDS scales both lifetimes', { cdnMaxAge: 120 }, 'public, max-age=0, s-maxage=120, stale-while-revalidate=600'],
    ['PAGE_CDN_MAX_AGE_SECONDS=0 turns the CDN off', { cdnMaxAge: 0 }, 'private, no-cache'],
    ['a failed shell call', { complete: false }, 'no-store'],
    ['a new shopper (Set-Cookie): never shared, but kept by the browser for back and forward', { setsCookie: true }, 'private, no-cache'],
    ['a new shopper on a page that fell back', { setsCookie: true, complete: false }, 'no-store'],
    ['a new shopper on an error page', { setsCookie: true, status: 404 }, 'no-store'],
    ['an error status', { status: 404 }, 'no-store'],
    ["one shopper's page (an order, flag overrides)", { personal: true }, 'private, no-store'],
    ['personal wins over everything', { personal: true, complete: false, setsCookie: true }, 'private, no-store'],
  ])('%s', (_, facts, expected) => {
    expect(pageCacheControl({ ...shared, ...facts })).toBe(expected);
  });
});

describe('cache table', () => {
  it('keys catalogue answers by market, locale and path', () => {
    expect(catalogCacheKey('catalog/v1/articles?q=x', 'FI', 'fi-FI')).toBe('catalog:v3:FI:fi-FI:catalog/v1/articles?q=x');
  });

  it("never lets a shared cache keep one shopper's answers", () => {
    expect(CACHE_CONTROL.noStore).toBe('no-store');
    expect(CACHE_CONTROL.personalPage).toMatch(/private/);
    expect(CACHE_CONTROL.designMeta).toMatch(/^private/);
  });
});
