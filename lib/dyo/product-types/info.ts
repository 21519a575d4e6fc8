/**
 * The light half of the DYO product registry, without drawing code, so links, landing pages and the cart do not carry templates. A mapped
 * type over `DyoKind` makes a missing entry a compile error.
 */
import type { DyoKind } from '../kinds';
import { clothesInfo } from './clothes-info';
import { mapCoverInfo } from './map-cover-info';
import { phoneCoverInfo } from './phone-cover-info';
import { posterInfo } from './poster-info';
import type { DyoProductInfo } from './types';

const INFO = { 'phone-cover': phoneCoverInfo, clothes: clothesInfo, 'map-cover': mapCoverInfo, poster: posterInfo } as const;

export const DYO_PRODUCT_INFO: { readonly [K in DyoKind]: DyoProductInfo & { readonly kind: K } } = INFO;

/** The kinds an article's own `dyo` classification gives: every type that declares classifications (a map cover has none). */
export type DyoArticleKind = { [K in DyoKind]: (typeof INFO)[K]['classifications'] extends readonly [] ? never : K }[DyoKind];

export function productInfo(kind: DyoKind): DyoProductInfo {
  return DYO_PRODUCT_INFO[kind];
}

/**
 * The types whose landing page or engine is this route (the shared DYO pages serve every route key: pages/dyo/landing-page/[route].tsx,
 * pages/dyo/engine-page/[route].tsx). A landing page serves only types with a picker; a type without one starts in its engine.
 */
export function typesRoutedTo(route: string, role: 'landing' | 'engine'): DyoProductInfo[] {
  return Object.values(DYO_PRODUCT_INFO).filter((t) => t.routes[role] === route && (role === 'engine' || t.picker !== 'none'));
}
