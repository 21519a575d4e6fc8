/** Clothes for links, landing pages, the cart and routing: `clothes.ts` without its drawing code (bundle-budget.json). */
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
