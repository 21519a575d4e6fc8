/**
 * How a product is drawn around its print area, all in mm: the canvas box,
 * where the print area sits in it, and the product's outline.
 */
import type { DesignKind, GarmentSide } from './design-document';
import { GARMENT_AREAS, PHONE_COVER_AREA, type GarmentShape, type PrintArea } from './products';

export interface ProductTemplate {
  widthMm: number;
  heightMm: number;
  area: PrintArea;
  areaX: number;
  areaY: number;
  /** SVG path data (mm) of the product body, filled with the garment colour; none for a phone cover. */
  body?: string;
  /** Extra outline drawn as a stroke (tote handles, collar). */
  detail?: string;
}

const PHONE_MARGIN = 8;

const GARMENTS: Record<GarmentShape, { widthMm: number; heightMm: number; body: string; detail?: string; at: Record<GarmentSide, [number, number]> }> = {
  tshirt: {
    widthMm: 600,
    heightMm: 700,
    body: 'M170 20 Q300 90 430 20 L590 110 L540 250 L470 215 L470 690 L130 690 L130 215 L60 250 L10 110 Z',
    detail: 'M170 20 Q300 110 430 20',
    at: { front: [160, 150], back: [150, 120] },
  },
  hoodie: {
    widthMm: 640,
    heightMm: 720,
    body: 'M190 40 Q320 -10 450 40 L620 150 L600 430 L520 410 L505 710 L135 710 L120 410 L40 430 L20 150 Z',
    detail: 'M230 45 Q320 150 410 45',
    at: { front: [190, 250], back: [170, 160] },
  },
  tote: {
    widthMm: 420,
    heightMm: 560,
    body: 'M20 160 L400 160 L400 550 L20 550 Z',
    detail: 'M110 160 Q110 20 210 20 Q310 20 310 160',
    at: { front: [60, 200], back: [60, 200] },
  },
};

export function productTemplate(kind: DesignKind, side: GarmentSide = 'front', shape: GarmentShape = 'tshirt'): ProductTemplate {
  if (kind !== 'clothes') {
    return {
      widthMm: PHONE_COVER_AREA.widthMm + PHONE_MARGIN * 2,
      heightMm: PHONE_COVER_AREA.heightMm + PHONE_MARGIN * 2,
      area: PHONE_COVER_AREA,
      areaX: PHONE_MARGIN,
      areaY: PHONE_MARGIN,
    };
  }
  const garment = GARMENTS[shape];
  const [areaX, areaY] = garment.at[side];
  return { widthMm: garment.widthMm, heightMm: garment.heightMm, area: GARMENT_AREAS[shape][side], areaX, areaY, body: garment.body, detail: garment.detail };
}
