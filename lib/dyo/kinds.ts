/**
 * What is designed: the one list of a design's kinds (design documents, the API's and the design service's schemas, engines, the product
 * registry in lib/dyo/product-types/). It imports nothing, so every layer (the document parser, the dev services) can read it.
 */
export const DYO_KINDS = ['phone-cover', 'clothes', 'map-cover', 'poster'] as const;
export type DyoKind = (typeof DYO_KINDS)[number];
