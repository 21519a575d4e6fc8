/**
 * What a string costs in a V8 heap: one byte per character when every character is Latin-1
 * (U+0000–U+00FF), two when any one is not (V8 then stores the whole string as UTF-16). The
 * storefront's pages are two-byte ("–", "★", "✓" in every shell), so counting characters as bytes
 * halved the page cache's real bound (docs/reliability.md#soak). Caches in this
 * process size their entries with it so that their `maxSize` is in bytes.
 */
const BEYOND_LATIN1 = /[\u0100-\uffff]/; // astral characters are surrogate pairs, within this range

export function stringBytes(text: string): number {
  return BEYOND_LATIN1.test(text) ? text.length * 2 : text.length;
}
