import { foldText } from '../lib/text';

/**
 * Search tokens of a text: folded to ASCII, split on anything but letters and digits.
 * Hyphenated compounds also yield the joined word ("bluetooth-högtalare" → bluetooth,
 * hogtalare, bluetoothhogtalare) so both spellings find it.
 */
export function tokenize(text: string): string[] {
  const folded = foldText(text);
  const out = new Set<string>();
  folded.split(/[^a-z0-9-]+/).forEach((chunk) => {
    const parts = chunk.split('-').filter((p) => p.length > 0);
    parts.forEach((p) => out.add(p));
    if (parts.length > 1) out.add(parts.join(''));
  });
  return [...out];
}

/** Query tokens: like `tokenize`, without one-letter words (digits are kept). */
export function queryTokens(query: string): string[] {
  return tokenize(query.slice(0, 200))
    .filter((t) => t.length >= 2 || /\d/.test(t))
    .slice(0, 8);
}
