/**
 * The light half of the DYO product registry: each type's kind, classifications, routes,
 * picker, engine, texts, sides and summary (`<type>-info.ts`), without its drawing code
 * (`index.ts` has the whole). Links (lib/dyo/links.ts), landing pages and the cart read this, so the product page
 * and the cart do not carry templates. A mapped type over `DyoKind` makes a kind without an
 * entry a compile error.
 */
import type { DyoKind } from '../kinds';
import { clothesInfo } from './clothes-info';
import { mapCoverInfo } from './map-cover-info';
import { phoneCoverInfo } from './phone-cover-info';
import { posterInfo } from './poster-info';
import type { DyoProductInfo } from './types';

export const DYO_PRODUCT_INFO: { readonly [K in DyoKind]: DyoProductInfo & { readonly kind: K } } = {
  'phone-cover': phoneCoverInfo,
  clothes: clothesInfo,
  'map-cover': mapCoverInfo,
  poster: posterInfo,
};

export function productInfo(kind: DyoKind): DyoProductInfo {
  return DYO_PRODUCT_INFO[kind];
}
