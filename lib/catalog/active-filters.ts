/**
 * The filters a listing has applied, as the shopper sees them: every active value stays in its
 * facet list (with its count, 0 when nothing matches), and each one is a chip whose link is the
 * listing without it. Pure; the names of brands the catalog left out come from the caller.
 */
import type { Condition, ListingState, RatingFilter } from './listing-query';

/** A brand of a listing's facets (the catalog's `WireArticleFacets` brands). */
interface BrandFacet {
  id: string;
  name: string;
  slug: string;
  count: number;
}

/**
 * The facets with every active brand listed: the catalog counts brands among the matches, so a brand
 * ticked with a price range that leaves nothing drops out of its list. Such a brand is added
 * with count 0, named from `names` (slug → name) or else by its slug, after the brands the catalog sent.
 */
export function withActiveBrands<F extends { brands: BrandFacet[] }>(
  facets: F,
  state: Pick<ListingState, 'brands'>,
  names: ReadonlyMap<string, string> = new Map(),
): F {
  const listed = new Set(facets.brands.map((brand) => brand.slug));
  const missing = state.brands.filter((slug) => !listed.has(slug));
  if (missing.length === 0) return facets;
  return {
    ...facets,
    brands: [...facets.brands, ...missing.map((slug) => ({ id: `slug:${slug}`, name: names.get(slug) ?? slug, slug, count: 0 }))],
  };
}

/** An active filter as a chip: what it is and the listing without it (back on page 1). */
export type ActiveFilter =
  | { kind: 'brand'; value: string; name: string; without: ListingState }
  | { kind: 'condition'; value: Condition; without: ListingState }
  | { kind: 'rating'; value: Exclude<RatingFilter, 'all'>; without: ListingState }
  | { kind: 'priceMin' | 'priceMax'; value: number; without: ListingState };

/** The active filters in the order of the filter form (price, condition, rating, brand); the sort is not a filter. */
export function activeFilters(state: ListingState, facets: { brands: BrandFacet[] }): ActiveFilter[] {
  const base: ListingState = { ...state, page: 1 };
  const chips: ActiveFilter[] = [];
  if (state.priceMin !== null) chips.push({ kind: 'priceMin', value: state.priceMin, without: { ...base, priceMin: null } });
  if (state.priceMax !== null) chips.push({ kind: 'priceMax', value: state.priceMax, without: { ...base, priceMax: null } });
  for (const condition of state.conditions) {
    chips.push({ kind: 'condition', value: condition, without: { ...base, conditions: state.conditions.filter((c) => c !== condition) } });
  }
  if (state.rating !== 'all') chips.push({ kind: 'rating', value: state.rating, without: { ...base, rating: 'all' } });
  for (const slug of state.brands) {
    const name = facets.brands.find((brand) => brand.slug === slug)?.name ?? slug;
    chips.push({ kind: 'brand', value: slug, name, without: { ...base, brands: state.brands.filter((b) => b !== slug) } });
  }
  return chips;
}
