/** Posters (A4 portrait, 3 mm bleed) in the generic engine: the new-type example (docs/design-your-own.md#how-to-add-a-product-type). */
import type { PrintArea } from '../products';
import { STARTER_TEMPLATES } from '../starter-templates';
import type { ProductTemplate } from '../templates';
import type { DyoProductType } from './types';
import { posterInfo } from './poster-info';

/** The sheet; printed at 300 DPI with its bleed: 2551 × 3579 px (9.1 MP). */
const POSTER_AREA: PrintArea = { widthMm: 210, heightMm: 297, radiusMm: 0, printDpi: 300, targetDpi: 150, bleedMm: 3, safeMm: 10 };
/** Wall around the sheet on the canvas (mm). */
const MARGIN = 12;

const POSTER_TEMPLATE: ProductTemplate = {
  widthMm: POSTER_AREA.widthMm + MARGIN * 2,
  heightMm: POSTER_AREA.heightMm + MARGIN * 2,
  area: POSTER_AREA,
  areaX: MARGIN,
  areaY: MARGIN,
  // The sheet's shadow edge on the wall.
  details: [
    `M${MARGIN + 2} ${MARGIN + POSTER_AREA.heightMm + 1.5} L${MARGIN + POSTER_AREA.widthMm + 1.5} ${MARGIN + POSTER_AREA.heightMm + 1.5} L${MARGIN + POSTER_AREA.widthMm + 1.5} ${MARGIN + 2}`,
  ],
};

export const poster = {
  ...posterInfo,
  templates: STARTER_TEMPLATES,
  template: () => POSTER_TEMPLATE,
  articleInput: () => ({}),
} as const satisfies DyoProductType;
