/**
 * What a shopper designed, in a few words for the cart line and the shared cart ("Egen design: text ”Anna”, grön bakgrund"): computed from
 * the document when saved, stored with the design, and worded in the shopper's language by the cart (components/dyo/design-summary.tsx).
 */
import { unknownLayer, type DesignDocument, type DesignLayer, type GarmentSide } from './design-document';
import { productInfo } from './product-types/info';

export const COLOR_NAMES = ['white', 'black', 'grey', 'red', 'orange', 'yellow', 'green', 'blue', 'purple', 'pink', 'brown'] as const;
export type ColorName = (typeof COLOR_NAMES)[number];

export interface DesignSummary {
  /** The sides that carry layers (a garment), in print order. */
  sides: GarmentSide[];
  /** The first texts, shortened. */
  texts: string[];
  /** How many more texts the design has than `texts` lists ("+1"). */
  moreTexts?: number;
  images: number;
  stickers: number;
  /** The background, named, where the product type has one (a phone cover; garments have none). */
  background?: ColorName;
  /** A map cover's place. */
  place?: string;
}

const MAX_TEXTS = 2;
const MAX_TEXT_CHARS = 28;

/** The nearest everyday name of a #rrggbb colour (hue, saturation and lightness). */
export function colorName(hex: string): ColorName {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => v / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  if (l > 0.9 && s < 0.5) return 'white';
  if (l < 0.12) return 'black';
  if (s < 0.15) return l > 0.85 ? 'white' : 'grey';
  const sector = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  const h = (sector * 60 + 360) % 360;
  if (h < 15 || h >= 345) return l > 0.7 ? 'pink' : 'red';
  if (h < 45) return l < 0.4 ? 'brown' : 'orange';
  if (h < 70) return l < 0.35 ? 'brown' : 'yellow';
  if (h < 170) return 'green';
  if (h < 260) return 'blue';
  if (h < 300) return 'purple';
  return 'pink';
}

const shorten = (text: string): string => {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > MAX_TEXT_CHARS ? `${oneLine.slice(0, MAX_TEXT_CHARS - 1)}…` : oneLine;
};

/** Texts, pictures and stickers of the layers (a new layer kind is a compile error here until it is counted). */
function countLayers(layers: readonly DesignLayer[]): { texts: string[]; images: number; stickers: number } {
  const counts = { texts: [] as string[], images: 0, stickers: 0 };
  for (const layer of layers) {
    switch (layer.type) {
      case 'text':
        if (layer.text.trim()) counts.texts.push(shorten(layer.text));
        break;
      case 'image':
        counts.images += 1;
        break;
      case 'sticker':
        counts.stickers += 1;
        break;
      default:
        unknownLayer(layer);
    }
  }
  return counts;
}

export function summarizeDesign(document: DesignDocument): DesignSummary {
  const sides = (['front', 'back'] as const).filter((side) => (document.sides[side]?.length ?? 0) > 0);
  const layers = [...document.sides.front, ...(document.sides.back ?? [])];
  const counts = countLayers(layers);
  const texts = counts.texts.slice(0, MAX_TEXTS);
  // A map cover's map is an image layer: it is counted as the map, not as a picture.
  const images = counts.images - (document.map ? 1 : 0);
  // What the product type says its summary names (lib/dyo/product-types/*.ts `summary`).
  const names = productInfo(document.kind).summary;
  return {
    sides: names.sides ? sides : [],
    texts,
    ...(counts.texts.length > texts.length ? { moreTexts: counts.texts.length - texts.length } : {}),
    images: Math.max(0, images),
    stickers: counts.stickers,
    ...(names.background ? { background: colorName(document.background) } : {}),
    ...(document.map ? { place: shorten(document.map.placeName) } : {}),
  };
}
