/**
 * What a product type declares (one module per type beside this file; the registry is
 * `index.ts`). Everything the editor, the print render and the templates used to learn by
 * branching on the kind (`kind !== 'clothes'`) is asked here instead.
 */
import type { DyoKind, GarmentSide } from '../design-document';
import type { PhoneMockup } from '../phone-models';
import type { GarmentShape } from '../products';
import type { StarterTemplateId } from '../starter-templates';
import type { ProductTemplate } from '../templates';

/** Which article the template is for: a garment's shape and side, a phone cover's model. */
interface TemplateInput {
  side: GarmentSide;
  shape: GarmentShape;
  mockup?: PhoneMockup;
}

export interface DyoProductType {
  kind: DyoKind;
  /** The sides a design has, front first (the document's `sides` keys). */
  sides: readonly GarmentSide[];
  /** Whether the shopper picks a background colour for the print area (garments keep their colour). */
  background: boolean;
  /** The starter templates offered (a map cover starts from its map). */
  templates: readonly StarterTemplateId[];
  /** How the product is drawn around its print area, and the print area, for one side of one article. */
  template(input: TemplateInput): ProductTemplate;
}
