/** Phone covers for links, landing pages, the cart and routing: `phone-cover.ts` without its drawing code (bundle-budget.json). */
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
