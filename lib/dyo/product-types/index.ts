/**
 * The DYO product registry: one module per product type (`phone-cover.ts`, `clothes.ts`,
 * `map-cover.ts`), each declaring its sides, background, starter templates and how it is
 * drawn. A mapped type over `DyoKind` (defined once, `DYO_KINDS` in lib/dyo-links.ts) makes a
 * kind without a module, or a module under the wrong kind, a compile error.
 * Recipe for a new type: docs/design-your-own.md, "Adding a product type".
 */
import type { DyoKind, GarmentSide } from '../design-document';
import type { PhoneMockup } from '../phone-models';
import type { GarmentShape } from '../products';
import type { ProductTemplate } from '../templates';
import { clothes } from './clothes';
import { mapCover } from './map-cover';
import { phoneCover } from './phone-cover';
import type { DyoProductType } from './types';

export type { DyoProductType,  } from './types';

export const DYO_PRODUCT_TYPES: { readonly [K in DyoKind]: DyoProductType & { readonly kind: K } } = {
  'phone-cover': phoneCover,
  clothes,
  'map-cover': mapCover,
};

export function productType(kind: DyoKind): DyoProductType {
  return DYO_PRODUCT_TYPES[kind];
}

/** How a product is drawn and where it prints, for one side of one article. */
export function productTemplate(kind: DyoKind, side: GarmentSide = 'front', shape: GarmentShape = 'tshirt', mockup?: PhoneMockup): ProductTemplate {
  return productType(kind).template({ side, shape, mockup });
}
