import type { Money } from './money';
import type { Locale } from './locales';

const formatters = new Map<string, Intl.NumberFormat>();

/** A price in the shopper's locale and the money's currency; amounts are minor units (÷ 100). */
export function formatPrice(money: Money, locale: Locale): string {
  const whole = money.amount % 100 === 0;
  const key = `${locale}:${money.currency}:${whole}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: money.currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(money.amount / 100);
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
