/**
 * What a product type declares (one module per type beside this file; the registries are `info.ts`, the light part, and `index.ts`, the
 * whole). Everything the pages, links, the editor, the print render, the templates and the cart summary used to learn by branching on the
 * kind (`kind !== 'clothes'`) is asked here instead.
 */
import type { DyoKind } from '../kinds';
import type { GarmentSide } from '../design-document';
import type { DyoEngine, DyoPicker } from '../page-props';
import type { PhoneMockup } from '../phone-models';
import type { GarmentShape } from '../products';
import type { StarterTemplateId } from '../starter-templates';
import type { ProductTemplate } from '../templates';
import type { RouteKey } from '@/lib/routes/hrefs';

/** Which article the template is for: a garment's shape and side, a phone cover's model. */
interface TemplateInput {
  side: GarmentSide;
  shape: GarmentShape;
  mockup?: PhoneMockup;
}

/** What the server knows of an article (the catalog's answer) when it picks the template. */
export interface ArticleFacts {
  articleId?: string;
  properties: { value: string }[];
  classifications?: { name: string; value: string }[];
  breadcrumbs?: { slug: string }[];
}

/** Key of a type's texts in `dyo.json` (`intro::{copy}::*`, `engine::{copy}::*`). */
type DyoCopy = 'phone' | 'clothes' | 'map' | 'poster';
/** The types with a landing page of their own (a picker) also have `landing::{copy}::*`. */
type LandingCopy = Extract<DyoCopy, 'phone' | 'clothes'>;

interface DyoProductInfoBase {
  kind: DyoKind;
  /** The articles' `dyo` classification values designed as this type; none: designed on another type's articles. */
  classifications: readonly string[];
  /** The kind of article the design is printed on (itself; a map cover on a phone cover). */
  printedOn: DyoKind;
  /** Its landing page (the picker; the engine itself when there is nothing to pick) and its engine. */
  routes: { landing: RouteKey; engine: RouteKey };
  /** The editor its engine page loads: the image editor, the garment editor (sides, colour, size) or the map editor. */
  engine: DyoEngine;
  /** The sides a design has, front first (the document's `sides` keys). */
  sides: readonly GarmentSide[];
  /** Whether the shopper picks a background colour for the print area (garments keep their colour). */
  background: boolean;
  /** What the cart's summary of a design names besides its layers: the sides it carries, the background's colour. */
  summary: { sides: boolean; background: boolean };
}

/**
 * The light part of a type: what links, landing pages, the cart summary and the server's routing need. It imports no drawing code, so the
 * product page and the cart, which build DYO links, do not carry templates (`lib/dyo/product-types/info.ts` lists only these parts).
 * `picker`: the landing page's picker (`PickerOptions` in lib/dyo/page-props.ts); none: the engine is its landing page. `copy`: key of its
 * texts in `dyo.json`, with `landing::{copy}::*` when it has a picker.
 */
export type DyoProductInfo = DyoProductInfoBase & ({ picker: DyoPicker; copy: LandingCopy } | { picker: 'none'; copy: DyoCopy });

export type DyoProductType = DyoProductInfo & {
  /** The starter templates offered (a map cover starts from its map). */
  templates: readonly StarterTemplateId[];
  /** How the product is drawn around its print area, and the print area, for one side of one article. */
  template(input: TemplateInput): ProductTemplate;
  /** What of an article decides its template (a phone model, a garment's shape), for the server's print. */
  articleInput(article: ArticleFacts): Partial<TemplateInput>;
};
