import {
  DEFAULT_LISTING,
  activeFilterCount,
  isCatalogSlug,
  isFiltered,
  pageCount,
  parseListingQuery,
  toUrlQuery,
} from '@/lib/catalog/listing-query';
import { toArticlesRequest } from '@/services/catalog/requests';

describe('parseListingQuery', () => {
  it('gives the defaults for an empty query', () => {
    expect(parseListingQuery({})).toEqual(DEFAULT_LISTING);
  });

  it('reads valid values', () => {
    expect(
      parseListingQuery({
        sort: 'price_asc',
        rating: '4',
        condition: ['refurb', 'used'],
        brand: 'lumo,kvist',
        priceMin: '100',
        priceMax: '900',
        page: '3',
      }),
    ).toEqual({
      sort: 'price_asc',
      rating: '4',
      conditions: ['refurb', 'used'],
      brands: ['lumo', 'kvist'],
      priceMin: 100,
      priceMax: 900,
      page: 3,
    });
  });

  it.each([
    ['unknown sort', { sort: 'price' }],
    ['script sort', { sort: '<script>alert(1)</script>' }],
    ['array sort takes the first', { sort: ['bogus', 'price_asc'] }],
    ['unknown rating', { rating: '2' }],
    ['rating 4.5', { rating: '4.5' }],
    ['page NaN', { page: 'NaN' }],
    ['page negative', { page: '-2' }],
    ['page zero', { page: '0' }],
    ['page huge', { page: '99999999999999999999' }],
    ['page exponent', { page: '1e3' }],
    ['page hex', { page: '0x10' }],
    ['price negative', { priceMin: '-100' }],
    ['price huge', { priceMax: '1e308' }],
    ['price Infinity', { priceMax: 'Infinity' }],
    ['price script', { priceMin: '"><img src=x onerror=alert(1)>' }],
    ['unknown condition', { condition: 'broken' }],
    ['script brand', { brand: '<script>alert(1)</script>' }],
  ])('%s falls back to the default', (_name, query) => {
    const state = parseListingQuery(query as Record<string, string | string[]>);
    const { sort, rating, page, priceMin, priceMax, conditions, brands } = state;
    const expected = { ...DEFAULT_LISTING, ...(_name.startsWith('array sort') ? { sort: 'relevance' } : {}) };
    expect({ sort, rating, page, priceMin, priceMax, conditions, brands }).toEqual(expected);
  });

  it('keeps the valid values of a mixed list and drops duplicates', () => {
    expect(parseListingQuery({ condition: ['new', 'x', 'new', 'used'], brand: ['lumo', 'LUMO', '../etc'] })).toMatchObject({
      conditions: ['new', 'used'],
      brands: ['lumo'],
    });
  });

  it('swaps a reversed price range', () => {
    expect(parseListingQuery({ priceMin: '900', priceMax: '100' })).toMatchObject({ priceMin: 100, priceMax: 900 });
  });

  it('caps the number of brands', () => {
    const many = Array.from({ length: 50 }, (_, i) => `brand${i}`);
    expect(parseListingQuery({ brand: many }).brands).toHaveLength(20);
  });
});

describe('listing state out', () => {
  const state = parseListingQuery({ sort: 'rating', rating: '5', condition: 'refurb', page: '2' });

  it('builds the catalog request with only non-default values', () => {
    expect(toArticlesRequest(state, { category: 'phones' })).toEqual({
      category: 'phones',
      sort: 'rating',
      rating: '5',
      condition: ['refurb'],
      brand: undefined,
      priceMin: undefined,
      priceMax: undefined,
      page: '2',
      pageSize: '24',
    });
  });

  it('keeps the page scope when no brand is ticked (a brand page lists only its brand)', () => {
    expect(toArticlesRequest(DEFAULT_LISTING, { brand: 'apple' })).toMatchObject({ brand: 'apple' });
    expect(toArticlesRequest(state, { brand: 'apple' })).toMatchObject({ brand: 'apple', condition: ['refurb'], rating: '5' });
  });

  it('lets the page scope win over a ticked filter of the same kind', () => {
    const ticked = parseListingQuery({ brand: 'lumo' });
    expect(toArticlesRequest(ticked, { brand: 'apple' }).brand).toBe('apple');
    expect(toArticlesRequest(ticked, { category: 'phones' }).brand).toEqual(['lumo']);
  });

  it('round-trips through the URL query', () => {
    expect(parseListingQuery(toUrlQuery(state))).toEqual(state);
    expect(toUrlQuery(DEFAULT_LISTING)).toEqual({});
  });

  it('knows when a listing is filtered', () => {
    expect(isFiltered(DEFAULT_LISTING)).toBe(false);
    expect(isFiltered(state)).toBe(true);
    expect(isFiltered({ ...DEFAULT_LISTING, sort: 'newest', page: 4 })).toBe(false);
  });

  it('counts pages', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(49)).toBe(3);
    expect(pageCount(1e9)).toBe(100);
  });
});

describe('isCatalogSlug: only slug-shaped URL segments reach the catalog (and its cache)', () => {
  it.each(['phones-accessories', 'a', 'x'.repeat(64)])('accepts %s', (slug) => expect(isCatalogSlug(slug)).toBe(true));
  it.each(['', 'x'.repeat(65), 'Phones', 'a b', '-a', 'a/b', '%E0%A4', '<script>', undefined, ['a']])('refuses %j', (slug) =>
    expect(isCatalogSlug(slug)).toBe(false),
  );
});

describe('parseListingQuery bounds what a URL can make into a cache key', () => {
  it('keeps only known values, at most 20 brands, and never more than the page cap', () => {
    const brands = Array.from({ length: 500 }, (_, i) => `b${i}`).join(',');
    const state = parseListingQuery({
      brand: brands,
      condition: 'new,junk,' + 'x'.repeat(10_000),
      sort: 'evil',
      rating: '2',
      page: '99999',
      priceMin: '1'.repeat(50),
    });
    expect(state.brands).toHaveLength(20);
    expect(state.conditions).toEqual(['new']);
    expect(state).toMatchObject({ sort: 'relevance', rating: 'all', page: 1, priceMin: null });
    expect(JSON.stringify(toUrlQuery(state)).length).toBeLessThan(300);
  });
});

describe('activeFilterCount', () => {
  it('counts each ticked box and the rating, the price range once and the sort not at all', () => {
    expect(activeFilterCount(DEFAULT_LISTING)).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_LISTING, sort: 'price_asc', page: 3 })).toBe(0);
    expect(activeFilterCount(parseListingQuery({ condition: 'refurb,used', brand: 'lumo', rating: '4' }))).toBe(4);
    expect(activeFilterCount(parseListingQuery({ priceMin: '100', priceMax: '900' }))).toBe(1);
    expect(activeFilterCount(parseListingQuery({ priceMax: '900' }))).toBe(1);
  });
});

describe("price filter in the market's notation", () => {
  it.each([
    ['9,5', 9.5],
    ['9.5', 9.5],
    ['4,90', 4.9],
    ['1 200', 1200],
    [' 12 ', 12],
  ])('reads "%s" as %d', (raw, amount) => {
    expect(parseListingQuery({ priceMax: raw }).priceMax).toBe(amount);
  });

  it.each(['9,555', '9,', ',5', '9,5,5', '1e3', '9..5'])('refuses "%s"', (raw) => {
    expect(parseListingQuery({ priceMax: raw }).priceMax).toBeNull();
  });
});
