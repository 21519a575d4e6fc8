/**
 * Filter, sort and page state of a product listing (category, search, campaign, brand, storefront, merchant), parsed from the URL query.
 * Pure and total: any hostile query (arrays, huge or negative numbers, NaN, markup, unknown values) falls back to the defaults.
 */

/** The catalog's sort orders and conditions (services/catalog/requests.ts checks they equal the wire types). */
export const SORTS = ['relevance', 'price_asc', 'price_desc', 'newest', 'rating', 'discount'] as const;
export const CONDITIONS = ['new', 'refurb', 'used'] as const;
export type ArticleSort = (typeof SORTS)[number];
export type Condition = (typeof CONDITIONS)[number];
export const RATINGS = ['all', '5', '4', '3'] as const;
export type RatingFilter = (typeof RATINGS)[number];

export const PAGE_SIZE = 24;
/** Pages beyond this are not served (96 × 24 is more than the catalog holds). */
const MAX_PAGE = 100;
/** Prices above this (in major units) are treated as no limit. */
const MAX_PRICE = 10_000_000;
const MAX_BRANDS = 20;
const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;

/**
 * Whether a URL segment can be a catalog slug (category, brand): lowercase letters, digits and dashes, at most 64. Anything else is a 404
 * before any catalog call, so a made-up URL never becomes a cache entry.
 */
export function isCatalogSlug(value: unknown): value is string {
  return typeof value === 'string' && SLUG.test(value);
}

export interface ListingState {
  sort: ArticleSort;
  rating: RatingFilter;
  conditions: Condition[];
  brands: string[];
  priceMin: number | null;
  priceMax: number | null;
  page: number;
}

export const DEFAULT_LISTING: ListingState = {
  sort: 'relevance',
  rating: 'all',
  conditions: [],
  brands: [],
  priceMin: null,
  priceMax: null,
  page: 1,
};

type QueryValue = string | string[] | undefined;
export type RawQuery = Record<string, QueryValue>;

/** Every value of a query key, split on commas, trimmed, without empties. */
function values(value: QueryValue): string[] {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list
    .filter((v): v is string => typeof v === 'string')
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

/** The first value of a key, for single-valued parameters. */
function first(value: QueryValue): string | undefined {
  return values(value)[0];
}

/** The first value of a key as sent, not split on commas: a price may carry a decimal comma. */
function firstRaw(value: QueryValue): string | undefined {
  const list = Array.isArray(value) ? value : [value];
  return list.find((v): v is string => typeof v === 'string' && v.length > 0);
}

function oneOf<T extends string>(allowed: readonly T[], value: string | undefined, fallback: T): T {
  return value !== undefined && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** A whole number within [min, max], or null. Rejects "1e3", "0x10", "-5", "NaN", " 12abc". */
function wholeNumber(value: string | undefined, min: number, max: number): number | null {
  if (value === undefined || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : null;
}

/**
 * A price in major units within [min, max], or null: whole, or with up to two decimals after a decimal comma (as Nordic shoppers type it,
 * "9,5" €) or point ("9.5"); spaces between digit groups are dropped ("1 200").
 */
function priceAmount(value: string | undefined, min: number, max: number): number | null {
  // A price is a few characters: anything longer is refused before any scan (hostile input, 1 MB).
  if (value === undefined || value.length > 24) return null;
  const compact = value.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (!/^\d{1,9}(?:[.,]\d{1,2})?$/.test(compact)) return null;
  const n = Number(compact.replace(',', '.'));
  return Number.isFinite(n) && n >= min && n <= max ? n : null;
}

function unique<T>(list: T[]): T[] {
  return Array.from(new Set(list));
}

export function parseListingQuery(query: RawQuery): ListingState {
  let priceMin = priceAmount(firstRaw(query.priceMin), 0, MAX_PRICE);
  let priceMax = priceAmount(firstRaw(query.priceMax), 0, MAX_PRICE);
  if (priceMin !== null && priceMax !== null && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  if (priceMin === 0) priceMin = null;
  return {
    sort: oneOf(SORTS, first(query.sort), 'relevance'),
    rating: oneOf(RATINGS, first(query.rating), 'all'),
    conditions: unique(values(query.condition).filter((c): c is Condition => (CONDITIONS as readonly string[]).includes(c))),
    brands: unique(
      values(query.brand)
        .map((b) => b.toLowerCase())
        .filter((b) => SLUG.test(b)),
    ).slice(0, MAX_BRANDS),
    priceMin,
    priceMax,
    page: wholeNumber(first(query.page), 1, MAX_PAGE) ?? 1,
  };
}

/** How many filters are set (the price range counts once, the sort not at all): the phone's Filter button shows it. */
export function activeFilterCount(state: ListingState): number {
  const price = state.priceMin !== null || state.priceMax !== null ? 1 : 0;
  return state.conditions.length + state.brands.length + (state.rating !== 'all' ? 1 : 0) + price;
}

/** Whether any filter differs from the defaults (filtered listings are not indexed). */
export const isFiltered = (state: ListingState): boolean => activeFilterCount(state) > 0;

/** The URL query of a listing state: only non-default values, stable order, so URLs are shareable. */
export function toUrlQuery(state: ListingState, extra: Record<string, string> = {}): Record<string, string> {
  const query: Record<string, string> = { ...extra };
  if (state.priceMin !== null) query.priceMin = String(state.priceMin);
  if (state.priceMax !== null) query.priceMax = String(state.priceMax);
  if (state.brands.length > 0) query.brand = state.brands.join(',');
  if (state.conditions.length > 0) query.condition = state.conditions.join(',');
  if (state.rating !== 'all') query.rating = state.rating;
  if (state.sort !== 'relevance') query.sort = state.sort;
  if (state.page > 1) query.page = String(state.page);
  return query;
}

/** The number of pages of a result, capped at MAX_PAGE. */
export function pageCount(total: number, pageSize: number = PAGE_SIZE): number {
  return Math.min(MAX_PAGE, Math.max(1, Math.ceil(total / pageSize)));
}
