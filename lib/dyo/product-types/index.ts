/**
 * The DYO product registry, one module per product type; the light half is in `<type>-info.ts`. A mapped type over `DyoKind` makes a
 * missing or misfiled module a compile error. Recipe: docs/design-your-own.md#how-to-add-a-product-type.
 */
import type { DyoKind } from '../kinds';
import type { GarmentSide } from '../design-document';
import type { PhoneMockup } from '../phone-models';
import type { GarmentShape } from '../products';
import type { ProductTemplate } from '../templates';
import { clothes } from './clothes';
import { mapCover } from './map-cover';
import { phoneCover } from './phone-cover';
import { poster } from './poster';
import type { ArticleFacts, DyoProductType } from './types';

export type { DyoProductType } from './types';
export { productInfo } from './info';

export const DYO_PRODUCT_TYPES: { readonly [K in DyoKind]: DyoProductType & { readonly kind: K } } = {
  'phone-cover': phoneCover,
  clothes,
  'map-cover': mapCover,
  poster,
};

export function productType(kind: DyoKind): DyoProductType {
  return DYO_PRODUCT_TYPES[kind];
}

/** How a product is drawn and where it prints, for one side of one article. */
export function productTemplate(
  kind: DyoKind,
  side: GarmentSide = 'front',
  shape: GarmentShape = 'tshirt',
  mockup?: PhoneMockup,
): ProductTemplate {
  return productType(kind).template({ side, shape, mockup });
}

/** The template of one side of an article, as its type reads the article (the server's print). */
export function articleTemplate(kind: DyoKind, side: GarmentSide, article: ArticleFacts): ProductTemplate {
  const type = productType(kind);
  return type.template({ side, shape: 'tshirt', ...type.articleInput(article) });
}
