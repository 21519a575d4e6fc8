import type { WireMoney } from '../../services/shop/types';

export const LOCALES = ['sv-SE', 'da-DK', 'nb-NO', 'fi-FI', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];

export const MARKETS = ['SE', 'DK', 'NO', 'FI'] as const;
export type Market = (typeof MARKETS)[number];

export type Currency = WireMoney['currency'];

/** A text in every supported locale. */
export type L10n = Readonly<Record<Locale, string>>;

export const DEFAULT_LOCALE: Locale = 'sv-SE';
export const DEFAULT_MARKET: Market = 'SE';

export const CURRENCY_BY_MARKET: Readonly<Record<Market, Currency>> = {
  SE: 'SEK',
  DK: 'DKK',
  NO: 'NOK',
  FI: 'EUR',
};

export function isMarket(value: unknown): value is Market {
  return typeof value === 'string' && (MARKETS as readonly string[]).includes(value);
}

/** Builds an L10n from a function of the locale. */
export function l10n(build: (locale: Locale) => string): L10n {
  return {
    'sv-SE': build('sv-SE'),
    'da-DK': build('da-DK'),
    'nb-NO': build('nb-NO'),
    'fi-FI': build('fi-FI'),
    'en-US': build('en-US'),
  };
}

/** Builds an L10n from positional texts in the order sv, da, nb, fi, en. */
export function t5(sv: string, da: string, nb: string, fi: string, en: string): L10n {
  return { 'sv-SE': sv, 'da-DK': da, 'nb-NO': nb, 'fi-FI': fi, 'en-US': en };
}
