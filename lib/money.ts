import type { Currency } from './locales';

/** Money in minor units (öre, cent): the one money shape of the wire, the store and the page. */
export interface Money {
  amount: number;
  currency: Currency;
}
