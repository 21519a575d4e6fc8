import type { Money } from './money';
import { FRACTION_DIGITS, roundForCurrency } from './money';
import type { Locale } from './locales';

/** A formatter per locale and currency, with the texts it made: a page shows the same prices many times. */
const formatters = new Map<string, { format: Intl.NumberFormat; texts: Map<number, string> }>();
/** Texts kept per formatter; past this many it starts again. */
const PRICE_TEXTS_MAX = 2_000;

/** A price in the shopper's locale and the money's currency; amounts are minor units (÷ 100), shown by the currency's rule (lib/money.ts). */
export function formatPrice(money: Money, locale: Locale): string {
  const key = `${locale}:${money.currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const digits = FRACTION_DIGITS[money.currency];
    const format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: money.currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatter = { format, texts: new Map() };
    formatters.set(key, formatter);
  }
  const amount = roundForCurrency(money.amount, money.currency);
  let text = formatter.texts.get(amount);
  if (text === undefined) {
    text = formatter.format.format(amount / 100);
    if (formatter.texts.size >= PRICE_TEXTS_MAX) formatter.texts.clear();
    formatter.texts.set(amount, text);
  }
  return text;
}

const countFormatters = new Map<string, Intl.NumberFormat>();

/** A whole count with the locale's digit grouping ("1 200" in Swedish, "1.200" in Danish, "1,200" in English). */
export function formatCount(count: number, locale: Locale): string {
  let formatter = countFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    countFormatters.set(locale, formatter);
  }
  return formatter.format(count);
}

const ratingFormatters = new Map<string, Intl.NumberFormat>();

/** A rating with one decimal in the locale's own notation ("4,1" in the Nordic locales, "4.1" in English). */
export function formatRating(rating: number, locale: Locale): string {
  let formatter = ratingFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    ratingFormatters.set(locale, formatter);
  }
  return formatter.format(rating);
}

const regionNames = new Map<string, Intl.DisplayNames>();

/** A country's name in the shopper's language from its ISO 3166 code ("SE" is "Sverige" in Swedish, "Ruotsi" in Finnish). */
export function formatCountry(code: string, locale: Locale): string {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    regionNames.set(locale, names);
  }
  try {
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    // Not a well-formed region code: show what the service sent.
    return code;
  }
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of an ISO date-time, spelled out in the locale ("14 december 2026", "14. joulukuuta 2026"). */
export function formatDay(iso: string, locale: Locale): string {
  let formatter = dayFormatters.get(locale);
  if (!formatter) {
    // UTC: the same day on the server and in every browser (availability dates are set per day).
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    dayFormatters.set(locale, formatter);
  }
  return formatter.format(new Date(iso));
}
