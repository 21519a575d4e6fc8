import type { Currency } from './locales';

/** Money in minor units (öre, cent): the one money shape of the wire, the store and the page. */
export interface Money {
  amount: number;
  currency: Currency;
}

/**
 * When decimals show, one rule per market currency:
 * - SEK, DKK, NOK: whole kronor everywhere — prices, rebates, fees and totals ("229 kr", "−422 kr").
 *   Shelf prices are whole kronor; an amount with öre (a percentage rebate) is rounded to the
 *   nearest krona, the way Nordic shops round totals (öresavrundning). The purchase service
 *   rounds its rebates the same way, so the page never rounds away a charged öre.
 * - EUR: always two decimals ("4,90 €", "−10,00 €", "130,00 €").
 */
export const FRACTION_DIGITS: Readonly<Record<Currency, 0 | 2>> = { SEK: 0, DKK: 0, NOK: 0, EUR: 2 };

/** An amount (minor units) rounded to what the currency's rule shows: whole kronor, or cents. */
export function roundForCurrency(amount: number, currency: Currency): number {
  const step = 10 ** (2 - FRACTION_DIGITS[currency]);
  return Math.round(amount / step) * step;
}
