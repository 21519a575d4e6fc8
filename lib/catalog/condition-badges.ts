import type { Condition } from './listing-query';

/** Badge ids implied by the condition, so refurbished and second-hand are always marked (cards and the product page). */
export function conditionBadges(condition: Condition): string[] {
  return condition === 'refurb' ? ['refurb'] : condition === 'used' ? ['used'] : [];
}
