import type { Money } from './money';
import { FRACTION_DIGITS, roundForCurrency } from './money';
import type { Locale } from './locales';

/** Texts kept per formatter; past this many it starts again. */
const TEXTS_MAX = 2_000;

/**
 * A formatter with the texts it made, per locale (and currency): a page shows the same prices, counts
 * and ratings many times (once per card), and `Intl.NumberFormat#format` is the costly part.
 */
interface Memo {
  format: Intl.NumberFormat;
  texts: Map<number, string>;
}

function memoFormat(memos: Map<string, Memo>, key: string, options: () => Intl.NumberFormatOptions, locale: Locale, value: number): string {
  let memo = memos.get(key);
  if (!memo) {
    memo = { format: new Intl.NumberFormat(locale, options()), texts: new Map() };
    memos.set(key, memo);
  }
  let text = memo.texts.get(value);
  if (text === undefined) {
    text = memo.format.format(value);
    if (memo.texts.size >= TEXTS_MAX) memo.texts.clear();
    memo.texts.set(value, text);
  }
  return text;
}

const priceFormatters = new Map<string, Memo>();

/** A price in the shopper's locale and the money's currency; amounts are minor units (÷ 100), shown by the currency's rule (lib/money.ts). */
export function formatPrice(money: Money, locale: Locale): string {
  const { currency } = money;
  const options = (): Intl.NumberFormatOptions => {
    const digits = FRACTION_DIGITS[currency];
    return { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits };
  };
  return memoFormat(priceFormatters, `${locale}:${currency}`, options, locale, roundForCurrency(money.amount, currency) / 100);
}

const countFormatters = new Map<string, Memo>();
const COUNT_OPTIONS = (): Intl.NumberFormatOptions => ({ maximumFractionDigits: 0 });

/** A whole count with the locale's digit grouping ("1 200" in Swedish, "1.200" in Danish, "1,200" in English). */
export function formatCount(count: number, locale: Locale): string {
  return memoFormat(countFormatters, locale, COUNT_OPTIONS, locale, count);
}

const ratingFormatters = new Map<string, Memo>();
const RATING_OPTIONS = (): Intl.NumberFormatOptions => ({ minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A rating with one decimal in the locale's own notation ("4,1" in the Nordic locales, "4.1" in English). */
export function formatRating(rating: number, locale: Locale): string {
  return memoFormat(ratingFormatters, locale, RATING_OPTIONS, locale, rating);
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
