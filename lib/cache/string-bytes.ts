/**
 * What a string costs in a V8 heap: one byte per character if all are Latin-1, else two. Caches size
 * entries with it so `maxSize` is really bytes (docs/reliability.md#soak).
 */
const BEYOND_LATIN1 = /[\u0100-\uffff]/; // astral characters are surrogate pairs, within this range

export function stringBytes(text: string): number {
  return BEYOND_LATIN1.test(text) ? text.length * 2 : text.length;
}
