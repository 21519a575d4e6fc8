/**
 * Map covers: what links, landing pages, the cart and the server's routing need to know (the light half of `map-cover.ts`, kept apart so
 * the product page and the cart, which build DYO links, do not carry the drawing code; bundle-budget.json).
 */
import type { DyoProductInfo } from './types';

export const mapCoverInfo = {
  kind: 'map-cover',
  // Printed on phone-case articles: no classification of its own.
  classifications: [],
  printedOn: 'phone-cover',
  routes: { landing: '/dyo/map-engine/', engine: '/dyo/map-engine/' },
  picker: 'none',
  engine: 'map',
  copy: 'map',
  sides: ['front'],
  background: true,
  summary: { sides: false, background: true },
} as const satisfies DyoProductInfo;
