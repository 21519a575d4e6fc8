import type { Market } from './locale';

/**
 * Postal codes per market: the storefront's rule (the app's lib/postal-code.ts), restated here because
 * dev-services imports only the wire types. Five digits printed "111 22" in SE, four in DK and NO, five
 * in FI; a country prefix ("DK-2100", "S-111 22"), spaces and hyphens are accepted and dropped.
 */
export const POSTAL_RULES: Readonly<Record<Market, { digits: 4 | 5; prefixes: readonly string[]; example: string }>> = {
  SE: { digits: 5, prefixes: ['SE', 'S'], example: '113 51' },
  DK: { digits: 4, prefixes: ['DK'], example: '2100' },
  NO: { digits: 4, prefixes: ['NO', 'N'], example: '0150' },
  FI: { digits: 5, prefixes: ['FI', 'SF'], example: '00100' },
};

/** The market's printed form of a typed postal code, or null when it is not one of that market. */
export function normalizePostalCode(raw: string, market: Market): string | null {
  const rule = POSTAL_RULES[market];
  if (raw.length > 20) return null;
  let text = raw.trim().toUpperCase();
  const prefix = rule.prefixes.find((p) => new RegExp(`^${p}\\s*-\\s*|^${p}\\s+`).test(text));
  if (prefix) text = text.slice(prefix.length).replace(/^\s*-?\s*/, '');
  if (!/^\d[\d -]*$/.test(text)) return null;
  const digits = text.replace(/[ -]/g, '');
  if (digits.length !== rule.digits) return null;
  return market === 'SE' ? `${digits.slice(0, 3)} ${digits.slice(3)}` : digits;
}

/** The input's `pattern` (no anchors, as HTML adds them): an optional prefix of the market, then its digits with spaces or hyphens. */
export function postalPattern(market: Market): string {
  const rule = POSTAL_RULES[market];
  const letters = (p: string) => [...p].map((c) => `[${c}${c.toLowerCase()}]`).join('');
  const prefix = `(?:(?:${rule.prefixes.map(letters).join('|')}) ?-? ?)?`;
  return `${prefix}(?:\\d[ -]?){${rule.digits - 1}}\\d`;
}
