/**
 * Phone covers: what links, landing pages, the cart and the server's routing need to know (the light half of `phone-cover.ts`, kept apart
 * so the product page and the cart, which build DYO links, do not carry the drawing code; bundle-budget.json).
 */
import type { DyoProductInfo } from './types';

export const phoneCoverInfo = {
  kind: 'phone-cover',
  classifications: ['isecrets', 'isecretsCases'],
  printedOn: 'phone-cover',
  routes: { landing: '/dyo/initial-landing-page/', engine: '/dyo/engine/' },
  picker: 'phone',
  engine: 'image',
  copy: 'phone',
  sides: ['front'],
  background: true,
  summary: { sides: false, background: true },
} as const satisfies DyoProductInfo;
