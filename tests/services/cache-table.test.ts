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

describe('a page that changes by itself at a known moment (a campaign that opens or ends)', () => {
  it.each<[string, number, string]>([
    [
      'the moment is past every copy (a minute plus five stale): as usual',
      360,
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    ],
    ['the moment lies within the stale time: shared until then, never stale', 200, 'public, max-age=0, s-maxage=60'],
    ['the moment lies within the minute: shared only until then', 42.9, 'public, max-age=0, s-maxage=42'],
    ['less than a second left: not shared', 0.5, 'private, no-cache'],
  ])('%s', (_, freshFor, expected) => {
    expect(pageCacheControl({ ...shared, freshFor })).toBe(expected);
  });

  it('a new shopper or an error is decided as before', () => {
    expect(pageCacheControl({ ...shared, freshFor: 10, setsCookie: true })).toBe('private, no-cache');
    expect(pageCacheControl({ ...shared, freshFor: 10, status: 404 })).toBe('no-store');
  });
});

describe('cache table', () => {
  it('keys catalog answers by market, locale and path', () => {
    expect(catalogCacheKey('catalog/v1/articles?q=x', 'FI', 'fi-FI')).toBe('catalog:v3:FI:fi-FI:catalog/v1/articles?q=x');
  });

  it("never lets a shared cache keep one shopper's answers", () => {
    expect(CACHE_CONTROL.noStore).toBe('no-store');
    expect(CACHE_CONTROL.personalPage).toMatch(/private/);
    expect(CACHE_CONTROL.designMeta).toMatch(/^private/);
  });
});
