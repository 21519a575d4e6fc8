/**
 * The physical products a design is printed on: print areas in mm and the outline drawn around them. Phone covers share one template (the
 * cover is a rounded rectangle with a camera cut-out); garments have a front and a back.
 */
import type { GarmentSide } from './design-document';

export interface PrintArea {
  widthMm: number;
  heightMm: number;
  /** Corner radius in mm (phone covers). */
  radiusMm: number;
  /** Resolution of the print file (rendered on the server from the saved document). */
  printDpi: number;
  /** The quality meter's target: an image at or above it is fine at its size (phone covers are looked at closely). */
  targetDpi: number;
  /** Printed beyond the edge, so a slightly shifted cut leaves no white line (mm). */
  bleedMm: number;
  /** Keep text and faces this far inside the edge (mm): the cut or the seam may wander. */
  safeMm: number;
  /** The camera cut-out (phone covers): not printed. */
  cutout?: { x: number; y: number; width: number; height: number; radius: number };
}

export const PHONE_COVER_AREA: PrintArea = {
  widthMm: 75,
  heightMm: 155,
  radiusMm: 10,
  printDpi: 300,
  targetDpi: 300,
  bleedMm: 2,
  safeMm: 4,
  cutout: { x: 6, y: 6, width: 30, height: 30, radius: 7 },
};

export type GarmentShape = 'tshirt' | 'hoodie' | 'tote';

/** Garment print areas (A3-ish on the chest and back, a square-ish panel on a tote). */
export const GARMENT_AREAS: Record<GarmentShape, Record<GarmentSide, PrintArea>> = {
  tshirt: {
    front: { widthMm: 280, heightMm: 360, radiusMm: 0, printDpi: 300, targetDpi: 150, bleedMm: 0, safeMm: 10 },
    back: { widthMm: 300, heightMm: 400, radiusMm: 0, printDpi: 300, targetDpi: 150, bleedMm: 0, safeMm: 10 },
  },
  hoodie: {
    front: { widthMm: 260, heightMm: 220, radiusMm: 0, printDpi: 300, targetDpi: 150, bleedMm: 0, safeMm: 10 },
    back: { widthMm: 300, heightMm: 380, radiusMm: 0, printDpi: 300, targetDpi: 150, bleedMm: 0, safeMm: 10 },
  },
  tote: {
    front: { widthMm: 300, heightMm: 320, radiusMm: 0, printDpi: 300, targetDpi: 150, bleedMm: 0, safeMm: 10 },
    back: { widthMm: 300, heightMm: 320, radiusMm: 0, printDpi: 300, targetDpi: 150, bleedMm: 0, safeMm: 10 },
  },
};

/** Garment shape from the article's category slug (t-shirts, hoodies, bags). */
export function garmentShapeOf(categorySlug: string | undefined): GarmentShape {
  if (categorySlug === 'hoodies') return 'hoodie';
  if (categorySlug === 'bags') return 'tote';
  return 'tshirt';
}

/** Garment colours by the catalog's colour value. */
const GARMENT_COLORS: Record<string, string> = { white: '#f7f7f5', black: '#222222', grey: '#9a9a98', navy: '#1f2a44', natural: '#e9dfc8' };

export function garmentHex(colorValue: string | undefined): string {
  return (colorValue && GARMENT_COLORS[colorValue]) || GARMENT_COLORS.white!;
}

/** One variant per key (the last of each), in the order the keys first appear: a garment's colours, the garments. */
export const uniqueBy = <T>(items: T[], key: (item: T) => string) => [...new Map(items.map((i) => [key(i), i])).values()];
