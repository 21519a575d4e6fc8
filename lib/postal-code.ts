import type { Market } from './locales';

/**
 * Postal codes per market: what a shopper may type and the one form printed. Sweden writes five digits as "111 22"; Denmark and Norway four
 * digits ("2100", "0150"); Finland five ("00100"). A country prefix as on international letters ("DK-2100", "S-111 22", "FI-00100"), spaces
 * and hyphens between the digits are accepted and dropped.
 */
const RULES: Readonly<Record<Market, { digits: 4 | 5; prefixes: readonly string[]; print: (d: string) => string }>> = {
  SE: { digits: 5, prefixes: ['SE', 'S'], print: (d) => `${d.slice(0, 3)} ${d.slice(3)}` },
  DK: { digits: 4, prefixes: ['DK'], print: (d) => d },
  NO: { digits: 4, prefixes: ['NO', 'N'], print: (d) => d },
  FI: { digits: 5, prefixes: ['FI', 'SF'], print: (d) => d },
};

/** The market's printed form of a typed postal code, or null when it is not one of that market. */
export function normalizePostalCode(raw: string, market: Market): string | null {
  const rule = RULES[market];
  if (raw.length > 20) return null;
  let text = raw.trim().toUpperCase();
  const prefix = rule.prefixes.find((p) => new RegExp(`^${p}\\s*-\\s*|^${p}\\s+`).test(text));
  if (prefix) text = text.slice(prefix.length).replace(/^\s*-?\s*/, '');
  if (!/^\d[\d -]*$/.test(text)) return null;
  const digits = text.replace(/[ -]/g, '');
  return digits.length === rule.digits ? rule.print(digits) : null;
}

/** A stored postal code as the market prints it; shown as stored when it is not one of the market's. */
export function formatPostalCode(code: string, market: string): string {
  if (market !== 'SE' && market !== 'DK' && market !== 'NO' && market !== 'FI') return code;
  return normalizePostalCode(code, market) ?? code;
}
