/**
 * Posters: what links, landing pages, the cart and the server's routing need to know (the light half of `poster.ts`, kept apart so the
 * product page and the cart, which build DYO links, do not carry the drawing code; bundle-budget.json).
 */
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
