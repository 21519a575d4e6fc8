/**
 * Clothes: what links, landing pages, the cart and the server's routing need to know (the light half of `clothes.ts`, kept apart so the
 * product page and the cart, which build DYO links, do not carry the drawing code; bundle-budget.json).
 */
import type { DyoProductInfo } from './types';

export const clothesInfo = {
  kind: 'clothes',
  classifications: ['isecretsClothes'],
  printedOn: 'clothes',
  routes: { landing: '/dyo/clothes-initial-landing-page/', engine: '/dyo/clothes-engine/' },
  picker: 'garment',
  engine: 'clothes',
  copy: 'clothes',
  sides: ['front', 'back'],
  background: false,
  summary: { sides: true, background: false },
} as const satisfies DyoProductInfo;
