/** Posters for links, landing pages, the cart and routing: `poster.ts` without its drawing code (bundle-budget.json). */
import type { DyoProductInfo } from './types';

export const posterInfo = {
  kind: 'poster',
  classifications: ['isecretsPosters'],
  printedOn: 'poster',
  routes: { landing: '/dyo/product-engine/', engine: '/dyo/product-engine/' },
  picker: 'none',
  engine: 'image',
  copy: 'poster',
  sides: ['front'],
  background: true,
  summary: { sides: false, background: true },
} as const satisfies DyoProductInfo;
