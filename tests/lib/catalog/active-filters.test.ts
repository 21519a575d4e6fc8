import { activeFilters, withActiveBrands } from '@/lib/catalog/active-filters';
import { DEFAULT_LISTING, parseListingQuery, toUrlQuery } from '@/lib/catalog/listing-query';
import type { WireArticleFacets } from '@/services/catalog/types';

const FACETS: WireArticleFacets = {
  brands: [{ id: 'b1', name: 'Lumo', slug: 'lumo', count: 4 }],
  conditions: [{ value: 'new', count: 4 }],
  price: { min: 10, max: 900 },
};
const EMPTY: WireArticleFacets = { brands: [], conditions: [], price: { min: 0, max: 0 } };

describe('withActiveBrands', () => {
  it('lists an active brand the catalog left out (nothing matches) with count 0 and its name', () => {
    // /kategori/horlurar/?brand=nordic-sound&priceMax=200: the catalog's brand list is empty.
    const state = parseListingQuery({ brand: 'nordic-sound', priceMax: '200' });
    const facets = withActiveBrands(EMPTY, state, new Map([['nordic-sound', 'Nordic Sound']]));
    expect(facets.brands).toEqual([{ id: 'slug:nordic-sound', name: 'Nordic Sound', slug: 'nordic-sound', count: 0 }]);
  });

  it("keeps the catalog's brands and their order, adding only the missing active ones after them", () => {
    const state = parseListingQuery({ brand: 'lumo,kvist' });
    const facets = withActiveBrands(FACETS, state, new Map([['kvist', 'Kvist']]));
    expect(facets.brands.map((b) => [b.slug, b.count])).toEqual([
      ['lumo', 4],
      ['kvist', 0],
    ]);
  });

  it('names a brand it has no name for by its slug', () => {
    expect(withActiveBrands(EMPTY, parseListingQuery({ brand: 'okand' })).brands[0]).toMatchObject({ name: 'okand', count: 0 });
  });

  it('returns the same facets when every active brand is listed', () => {
    expect(withActiveBrands(FACETS, parseListingQuery({ brand: 'lumo' }))).toBe(FACETS);
  });
});

describe('activeFilters', () => {
  it('is empty without filters (the sort is not a filter)', () => {
    expect(activeFilters({ ...DEFAULT_LISTING, sort: 'price_asc' }, FACETS)).toEqual([]);
  });

  it("gives a chip per value, in the form's order, each linking to the listing without it on page 1", () => {
    const state = parseListingQuery({
      priceMin: '100',
      priceMax: '9,5',
      condition: 'new,refurb',
      rating: '4',
      brand: 'lumo,nordic-sound',
      sort: 'rating',
      page: '3',
    });
    const chips = activeFilters(state, withActiveBrands(FACETS, state, new Map([['nordic-sound', 'Nordic Sound']])));
    expect(chips.map((c) => [c.kind, c.value])).toEqual([
      ['priceMin', 9.5],
      ['priceMax', 100],
      ['condition', 'new'],
      ['condition', 'refurb'],
      ['rating', '4'],
      ['brand', 'lumo'],
      ['brand', 'nordic-sound'],
    ]);
    const brand = chips.find((c) => c.kind === 'brand' && c.value === 'nordic-sound');
    expect(brand).toMatchObject({ name: 'Nordic Sound' });
    expect(toUrlQuery(brand!.without)).toEqual({
      priceMin: '9.5',
      priceMax: '100',
      brand: 'lumo',
      condition: 'new,refurb',
      rating: '4',
      sort: 'rating',
    });
    expect(toUrlQuery(chips[0]!.without)).toEqual({
      priceMax: '100',
      brand: 'lumo,nordic-sound',
      condition: 'new,refurb',
      rating: '4',
      sort: 'rating',
    });
    expect(toUrlQuery(chips[4]!.without)).not.toHaveProperty('rating');
    expect(chips.every((c) => c.without.page === 1)).toBe(true);
  });
});
