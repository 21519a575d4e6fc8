/** Map covers for links, landing pages, the cart and routing: `map-cover.ts` without its drawing code (bundle-budget.json). */
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
