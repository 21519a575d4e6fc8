import i18nConfig from '../next-i18next.config.js';
import brand from './brand.js';
import { publicMarket } from './public-env';

export const LOCALES = ['sv-SE', 'da-DK', 'nb-NO', 'fi-FI', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export type Market = 'SE' | 'DK' | 'NO' | 'FI';
export type Currency = 'SEK' | 'DKK' | 'NOK' | 'EUR';

export const DEFAULT_LOCALE = i18nConfig.i18n.defaultLocale as Locale;

const MARKET_OF: Record<Exclude<Locale, 'en-US'>, Market> = { 'sv-SE': 'SE', 'da-DK': 'DK', 'nb-NO': 'NO', 'fi-FI': 'FI' };

const CURRENCY_OF: Record<Market, Currency> = { SE: 'SEK', DK: 'DKK', NO: 'NOK', FI: 'EUR' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

function isMarket(value: unknown): value is Market {
  return value === 'SE' || value === 'DK' || value === 'NO' || value === 'FI';
}

/** en-US has no market of its own: it uses NEXT_PUBLIC_MARKET (default SE). */
export function marketOf(locale: Locale): Market {
  if (locale === 'en-US') {
    const configured = publicMarket();
    return isMarket(configured) ? configured : 'SE';
  }
  return MARKET_OF[locale];
}

export function currencyOf(locale: Locale): Currency {
  return CURRENCY_OF[marketOf(locale)];
}

/** Narrow whatever Next hands us (ctx.locale, router.locale) to a supported locale. */
export function toLocale(value: string | undefined): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** The brand id: namespace of brand-specific texts, storefront prefix, DYO query key. */
export const BRAND: string = brand.BRAND;
