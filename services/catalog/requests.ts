/**
 * Catalog queries built from the app's listing and finder state (lib/catalog):
 * the one place where what the shopper chose becomes an `ArticlesRequest`.
 */
import { budgetRange, RECIPIENTS, type Budget, type DiscoverState, type FinderState } from '@/lib/catalog/finder';
import { PAGE_SIZE, type ArticleSort, type Condition, type ListingState } from '@/lib/catalog/listing-query';
import type { Currency } from '@/lib/locales';
import type { ArticlesRequest, WireArticleSort, WireCondition } from './types';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** The app's sort orders and conditions are exactly the wire's: a change on either side fails to compile. */
/** @public (the contract names it; read by a reader or a type check, not imported) */
export const WIRE_TERMS_MATCH: [Same<ArticleSort, WireArticleSort>, Same<Condition, WireCondition>] = [true, true];

/**
 * The catalog query of a listing state within the page's own scope (category, q, campaign, brand …).
 * The scope wins: a brand page lists only its brand whatever the shopper ticked, and the filters
 * narrow within it (an unticked filter never widens the scope with `undefined`).
 */
export function toArticlesRequest(state: ListingState, scope: ArticlesRequest = {}): ArticlesRequest {
  const defined = Object.fromEntries(Object.entries(scope).filter(([, value]) => value !== undefined)) as ArticlesRequest;
  return {
    sort: state.sort === 'relevance' ? undefined : state.sort,
    rating: state.rating === 'all' ? undefined : state.rating,
    condition: state.conditions.length > 0 ? state.conditions : undefined,
    brand: state.brands.length > 0 ? state.brands : undefined,
    priceMin: state.priceMin === null ? undefined : String(state.priceMin),
    priceMax: state.priceMax === null ? undefined : String(state.priceMax),
    page: state.page > 1 ? String(state.page) : undefined,
    pageSize: String(PAGE_SIZE),
    ...defined,
  };
}

function priceQuery(budget: Budget | null, currency: Currency): Pick<ArticlesRequest, 'priceMin' | 'priceMax'> {
  if (!budget) return {};
  const { min, max } = budgetRange(budget, currency);
  return { priceMin: min === undefined ? undefined : String(min), priceMax: max === undefined ? undefined : String(max) };
}

/** The finder's catalog query; null until at least one question is answered. */
export function finderRequest(state: FinderState, currency: Currency): ArticlesRequest | null {
  if (!state.category && !state.budget && !state.condition) return null;
  return {
    category: state.category ?? undefined,
    condition: state.condition ?? undefined,
    ...priceQuery(state.budget, currency),
    sort: 'rating',
    pageSize: '12',
  };
}

/** One catalog query per category of the recipient (best rated first); empty until a recipient is chosen. */
export function discoverRequests(state: DiscoverState, currency: Currency): ArticlesRequest[] {
  if (!state.recipient) return [];
  return RECIPIENTS[state.recipient].map((category) => ({
    category,
    ...priceQuery(state.budget, currency),
    sort: 'rating',
    rating: '4',
    pageSize: '8',
  }));
}
