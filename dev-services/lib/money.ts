import type { WireMoney } from '../../services/shop/types';
import type { Currency, Locale, Market } from './locale';
import { CURRENCY_BY_MARKET } from './locale';

/** Minor-unit prices of one article in every market. */
export type PriceByMarket = Readonly<Record<Market, number>>;

/** Approximate value of 1 SEK in each market currency. */
const SEK_RATE: Readonly<Record<Market, number>> = { SE: 1, DK: 0.65, NO: 1.01, FI: 0.087 };

/** Rounds a major-unit amount to a shop price ending in 9 (…9 kr, …,99 €), in minor units. */
function charmPrice(major: number, currency: Currency): number {
  if (currency === 'EUR') {
    if (major < 10) return Math.max(99, Math.floor(major) * 100 + 99);
    if (major < 100) return Math.round(major) * 100 - 1;
    return Math.round(major / 10) * 1000 - 1;
  }
  if (major < 100) return Math.max(9, Math.round(major / 10) * 10 - 1) * 100;
  if (major < 1000) return (Math.round(major / 10) * 10 - 1) * 100;
  return (Math.round(major / 100) * 100 - 1) * 100;
}

/** Converts a Swedish base price (major SEK) to charm prices in all four markets. */
export function pricesFromSek(sek: number): PriceByMarket {
  return {
    SE: charmPrice(sek, 'SEK'),
    DK: charmPrice(sek * SEK_RATE.DK, 'DKK'),
    NO: charmPrice(sek * SEK_RATE.NO, 'NOK'),
    FI: charmPrice(sek * SEK_RATE.FI, 'EUR'),
  };
}

/**
 * Decimals shown per currency: whole kronor in SE/DK/NO, cents in FI. The same rule as the
 * storefront's lib/money.ts (dev-services imports only the wire types, so it is restated here).
 */
const FRACTION_DIGITS: Readonly<Record<Currency, 0 | 2>> = { SEK: 0, DKK: 0, NOK: 0, EUR: 2 };

/** An amount (minor units) rounded to whole kronor or cents by the rule above. */
export function roundForCurrency(amount: number, currency: Currency): number {
  const step = 10 ** (2 - FRACTION_DIGITS[currency]);
  return Math.round(amount / step) * step;
}

export function money(amount: number, market: Market): WireMoney {
  return { amount: Math.round(amount), currency: CURRENCY_BY_MARKET[market] };
}

/** "100 kr", "10,00 €", "SEK 100": used in localized texts such as rebate titles; decimals by the storefront's rule (lib/money.ts). */
export function formatMoney(amount: number, currency: Currency, locale: Locale): string {
  const major = roundForCurrency(amount, currency) / 100;
  const digits = FRACTION_DIGITS[currency];
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: locale === 'en-US' ? 'code' : 'symbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })
    .format(major)
    .replace(/\u00a0/g, ' ');
}
