import { allowedTypos, editDistance } from './distance';

/** Whether the word ends in the query with at most one typo (the tail one letter shorter, as long, or one longer). */
function typoInTail(query: string, word: string): boolean {
  // One typo leaves the first or the last letter of the part right: a cheap test before the distance.
  const sameEnd = word.endsWith(query.slice(-1));
  for (let length = query.length - 1; length <= query.length + 1; length += 1) {
    const tail = word.slice(word.length - length);
    if ((sameEnd || tail.startsWith(query.slice(0, 1))) && editDistance(query, tail, 1) <= 1) return true;
  }
  return false;
}

/**
 * How well a query token matches an indexed word, 0 (no match) to 1 (exact):
 * a prefix ("hogt" → hogtalare), a part of a compound word ("bryggare" → kaffebryggare),
 * a typo within the allowed edit distance ("hogtalre" → hogtalare), or a typo in a word's start or
 * end part ("porakne" → akkuporakone).
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
  // A typo in the last part of a compound word: "porakne" → "akkuporakone".
  if (query.length >= 5 && word.length > query.length + 1 && typoInTail(query, word)) return 0.45;
  if (query.length >= 5 && word.length > query.length && editDistance(query, word.slice(0, query.length), 1) <= 1) return 0.45;
  return 0;
}
