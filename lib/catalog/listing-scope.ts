/**
 * What a product listing lists before any filter: a category, a search term, a campaign, a brand, a storefront or a merchant. The phone's
 * filter sheet asks the count of its pending filters within it (GET /api/listing/count/); pure and total, anything else is null.
 */
import { parseSearchTerm } from './search-term';

const SCOPE_KINDS = ['category', 'q', 'campaign', 'brand', 'storefront', 'merchant'] as const;
export type ScopeKind = (typeof SCOPE_KINDS)[number];

export interface ListingScope {
  kind: ScopeKind;
  key: string;
}

/** A collection's slug or id as the collection pages accept it (storefront slugs have up to four parts). */
export const COLLECTION_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,79}(\/[A-Za-z0-9_-]{1,80}){0,3}$/;

type QueryValue = string | string[] | undefined;

function firstOf(value: QueryValue): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The scope named by `in` and `key` of a query, or null for an unknown kind or an invalid key. */
export function parseListingScope(kind: QueryValue, key: QueryValue): ListingScope | null {
  const k = firstOf(kind);
  if (!k || !(SCOPE_KINDS as readonly string[]).includes(k)) return null;
  if (k === 'q') {
    const term = parseSearchTerm(key);
    return term ? { kind: 'q', key: term } : null;
  }
  const value = firstOf(key);
  return value !== undefined && value.length <= 400 && COLLECTION_KEY.test(value) ? { kind: k as ScopeKind, key: value } : null;
}
