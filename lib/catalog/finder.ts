/**
 * The guided finders: fynd-finder (what, budget, condition) and the Swedish gift generator discover (recipient, budget). Their state lives
 * in the URL query; these pure functions parse it (unknown values are dropped); services/catalog/requests.ts turns it into a catalog query.
 */
import type { Currency } from '../locales';
import type { Condition } from './listing-query';

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
export const FINDER_CONDITIONS = ['new', 'refurb', 'used'] as const satisfies readonly Condition[];
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
type Recipient = keyof typeof RECIPIENTS;

export interface FinderState {
  category: (typeof FINDER_CATEGORIES)[number] | null;
  budget: Budget | null;
  condition: Condition | null;
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
