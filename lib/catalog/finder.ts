/**
 * The guided finders: fynd-finder (what, budget, condition) and the Swedish gift
 * generator discover (recipient, budget). Their state lives in the URL query;
 * these pure functions parse it (unknown values are dropped) and turn it into a
 * catalogue query.
 */
import type { Currency } from '@/lib/locales';
import type { ArticlesRequest, WireCondition } from '@/services/catalog/types';

export const FINDER_CATEGORIES = [
  'phones-accessories',
  'computers-electronics',
  'home-kitchen',
  'garden',
  'sport-outdoors',
  'toys',
  'beauty-health',
  'fashion',
  'pets',
  'tools-diy',
] as const;
export const BUDGETS = ['low', 'mid', 'high'] as const;
export const FINDER_CONDITIONS = ['new', 'refurb', 'used'] as const satisfies readonly WireCondition[];
/** Gift recipients of discover, each with the categories that suit them. */
export const RECIPIENTS = {
  'tech-lover': ['computers-electronics', 'phones-accessories'],
  'home-maker': ['home-kitchen'],
  'outdoor-person': ['sport-outdoors', 'garden'],
  child: ['toys'],
  'pet-owner': ['pets'],
  'style-seeker': ['fashion', 'beauty-health'],
  handyman: ['tools-diy'],
} as const satisfies Record<string, readonly (typeof FINDER_CATEGORIES)[number][]>;

export type Budget = (typeof BUDGETS)[number];
export type Recipient = keyof typeof RECIPIENTS;

export interface FinderState {
  category: (typeof FINDER_CATEGORIES)[number] | null;
  budget: Budget | null;
  condition: WireCondition | null;
}

export interface DiscoverState {
  recipient: Recipient | null;
  budget: Budget | null;
}

type RawQuery = Record<string, string | string[] | undefined>;

function pick<T extends string>(allowed: readonly T[], value: string | string[] | undefined): T | null {
  const v = Array.isArray(value) ? value[0] : value;
  return typeof v === 'string' && (allowed as readonly string[]).includes(v) ? (v as T) : null;
}

export function parseFinderQuery(query: RawQuery): FinderState {
  return {
    category: pick(FINDER_CATEGORIES, query.category),
    budget: pick(BUDGETS, query.budget),
    condition: pick(FINDER_CONDITIONS, query.condition),
  };
}

export function parseDiscoverQuery(query: RawQuery): DiscoverState {
  return { recipient: pick(Object.keys(RECIPIENTS) as Recipient[], query.recipient), budget: pick(BUDGETS, query.budget) };
}

/** Budget bounds in major units of the currency (euro prices are about a tenth of krona prices). */
export function budgetRange(budget: Budget, currency: Currency): { min?: number; max?: number } {
  const unit = currency === 'EUR' ? 10 : 100;
  switch (budget) {
    case 'low':
      return { max: 3 * unit };
    case 'mid':
      return { min: 3 * unit, max: 15 * unit };
    case 'high':
      return { min: 15 * unit };
  }
}

function priceQuery(budget: Budget | null, currency: Currency): Pick<ArticlesRequest, 'priceMin' | 'priceMax'> {
  if (!budget) return {};
  const { min, max } = budgetRange(budget, currency);
  return { priceMin: min === undefined ? undefined : String(min), priceMax: max === undefined ? undefined : String(max) };
}

/** The finder's catalogue query; null until at least one question is answered. */
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

/** One catalogue query per category of the recipient (best rated first); empty until a recipient is chosen. */
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
