/**
 * How a product is drawn around its print area, all in mm: the canvas box, where the print area sits in it, and the product's outline. A
 * phone cover is its model's outline and camera cut-out; a garment has its own front and back.
 */
import type { GarmentSide } from './design-document';
import { GENERIC_PHONE, phoneModel, type CameraCutout, type PhoneMockup } from './phone-models';
import { pick } from '../pick';
import { GARMENT_AREAS, PHONE_COVER_AREA, type GarmentShape, type PrintArea } from './products';

export interface ProductTemplate {
  widthMm: number;
  heightMm: number;
  area: PrintArea;
  areaX: number;
  areaY: number;
  /** SVG path data (mm) of the garment body, filled with the garment colour; none for a phone cover. */
  body?: string;
  /** Outlines drawn as strokes (collar, hood, pocket, tote handles). */
  details?: string[];
  /** A phone cover's camera cut-out and whether it is a wallet case. */
  phone?: { model: string; camera: CameraCutout; wallet: boolean };
}

const PHONE_MARGIN = 8;

interface Garment {
  widthMm: number;
  heightMm: number;
  body: Record<GarmentSide, string>;
  details: Record<GarmentSide, string[]>;
  at: Record<GarmentSide, [number, number]>;
}

const TSHIRT_BODY = 'M170 20 Q300 90 430 20 L590 110 L540 250 L470 215 L470 690 L130 690 L130 215 L60 250 L10 110 Z';
const HOODIE_BODY = 'M190 40 Q320 -10 450 40 L620 150 L600 430 L520 410 L505 710 L135 710 L120 410 L40 430 L20 150 Z';

const GARMENTS: Record<GarmentShape, Garment> = {
  tshirt: {
    widthMm: 600,
    heightMm: 700,
    body: { front: TSHIRT_BODY, back: 'M170 20 Q300 45 430 20 L590 110 L540 250 L470 215 L470 690 L130 690 L130 215 L60 250 L10 110 Z' },
    // The front neckline dips; the back one is almost straight.
    details: { front: ['M170 20 Q300 110 430 20'], back: ['M170 20 Q300 60 430 20'] },
    at: { front: [160, 150], back: [150, 120] },
  },
  hoodie: {
    widthMm: 640,
    heightMm: 720,
    body: {
      front: 'M190 40 Q320 -60 450 40 L620 150 L600 430 L520 410 L505 710 L135 710 L120 410 L40 430 L20 150 Z',
      back: HOODIE_BODY,
    },
    details: {
      // Front: the hood's opening, drawstrings and the kangaroo pocket.
      front: ['M215 45 Q320 170 425 45', 'M290 110 L285 200', 'M350 110 L355 200', 'M200 520 L440 520 L480 650 L160 650 Z'],
      // Back: the hood lying flat over the shoulders.
      back: ['M190 40 Q320 -20 450 40 Q430 140 320 160 Q210 140 190 40 Z'],
    },
    at: { front: [190, 250], back: [170, 190] },
  },
  tote: {
    widthMm: 420,
    heightMm: 560,
    body: { front: 'M20 160 L400 160 L400 550 L20 550 Z', back: 'M20 160 L400 160 L400 550 L20 550 Z' },
    details: { front: ['M110 160 Q110 20 210 20 Q310 20 310 160'], back: ['M110 160 Q110 20 210 20 Q310 20 310 160'] },
    at: { front: [60, 200], back: [60, 200] },
  },
};

/** A phone cover's print area: the model's size, corner radius and camera cut-out. */
function phoneArea(mockup: PhoneMockup | undefined): { area: PrintArea; phone: NonNullable<ProductTemplate['phone']> } {
  const model = mockup ? phoneModel(mockup.model) : GENERIC_PHONE;
  const c = model.camera;
  const area: PrintArea = {
    ...PHONE_COVER_AREA,
    ...pick(model, ['widthMm', 'heightMm', 'radiusMm']),
    cutout: c.width > 0 ? { x: c.x, y: c.y, width: c.width, height: c.height, radius: c.radius } : undefined,
  };
  return { area, phone: { model: model.name, camera: c, wallet: mockup?.wallet ?? false } };
}

/** A phone cover (or a map cover) for a model: the cover with a margin around it. By kind: `productTemplate` in lib/dyo/product-types. */
export function phoneCoverTemplate(mockup?: PhoneMockup): ProductTemplate {
  const { area, phone } = phoneArea(mockup);
  return {
    widthMm: area.widthMm + PHONE_MARGIN * 2,
    heightMm: area.heightMm + PHONE_MARGIN * 2,
    area,
    areaX: PHONE_MARGIN,
    areaY: PHONE_MARGIN,
    phone,
  };
}

/** One side of a garment of a shape. */
export function garmentTemplate(side: GarmentSide, shape: GarmentShape): ProductTemplate {
  const garment = GARMENTS[shape];
  const [areaX, areaY] = garment.at[side];
  return {
    widthMm: garment.widthMm,
    heightMm: garment.heightMm,
    area: GARMENT_AREAS[shape][side],
    areaX,
    areaY,
    body: garment.body[side],
    details: garment.details[side],
  };
}
