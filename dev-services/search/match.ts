import { allowedTypos, editDistance } from './distance';

/**
 * How well a query token matches an indexed word, 0 (no match) to 1 (exact):
 * a prefix ("hogt" → hogtalare), a part of a compound word ("bryggare" → kaffebryggare),
 * or a typo within the allowed edit distance ("hogtalre" → hogtalare).
 */
export function matchQuality(query: string, word: string): number {
  if (query === word) return 1;
  if (query.length >= 2 && word.startsWith(query)) return 0.8;
  const typos = allowedTypos(query.length);
  if (typos > 0) {
    const distance = editDistance(query, word, typos);
    if (distance <= typos) return distance === 1 ? 0.7 : 0.5;
  }
  if (query.length >= 4 && word.includes(query)) return 0.6;
  if (query.length >= 5 && word.length > query.length && editDistance(query, word.slice(0, query.length), 1) <= 1) return 0.45;
  return 0;
}
