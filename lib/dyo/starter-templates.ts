/** Starter templates a shopper adapts, laid out relative to the print area to fit every product of a kind, photo slots as placeholders. */
import type { DesignLayer, ImageLayer, TextLayer } from './design-document';
import { newLayerId } from './editor-state';
import type { PrintArea } from './products';

export interface Placeholder {
  src: string;
  width: number;
  height: number;
}

export interface StarterDesign {
  layers: DesignLayer[];
  /** Background of a phone cover (garments keep their colour). */
  background?: string;
}

/** Room kept between a photo slot or a sticker and the camera cut-out (mm). */
export const CAMERA_CLEARANCE_MM = 2;

/**
 * A starter design for the print area, with every photo slot and sticker clear of a phone model's camera cut-out: a slot that would reach
 * it starts below it or beside it, whichever keeps more of it (its far edges stay, its crop follows its new shape), a sticker moves down.
 */
export function starterDesign(
  id: StarterTemplateId,
  area: Pick<PrintArea, 'widthMm' | 'heightMm' | 'cutout'>,
  photo: Placeholder,
): StarterDesign {
  const design: StarterDesign = LAYOUTS[id](kit(area, photo));
  const cut = area.cutout;
  if (!cut) return design;
  const below = cut.y + cut.height + CAMERA_CLEARANCE_MM;
  const layers = design.layers.map((layer): DesignLayer => {
    if (layer.type !== 'image' && layer.type !== 'sticker') return layer;
    const top = layer.y - layer.height / 2;
    const overlaps =
      top < below &&
      layer.x - layer.width / 2 < cut.x + cut.width + CAMERA_CLEARANCE_MM &&
      layer.x + layer.width / 2 > cut.x - CAMERA_CLEARANCE_MM;
    if (!overlaps) return layer;
    if (layer.type === 'sticker') return { ...layer, y: layer.y + (below - top) };
    // The slot starts below the camera, or beside it (right of it), whichever keeps more of the slot.
    const bottom = layer.y + layer.height / 2;
    const right = layer.x + layer.width / 2;
    const beside = cut.x + cut.width + CAMERA_CLEARANCE_MM;
    const belowArea = layer.width * (bottom - below);
    const besideArea = (right - beside) * layer.height;
    if (besideArea > belowArea) {
      const width = right - beside;
      return { ...layer, x: beside + width / 2, width, crop: slotCrop(photo, width / layer.height) };
    }
    const height = bottom - below;
    return { ...layer, y: below + height / 2, height, crop: slotCrop(photo, layer.width / height) };
  });
  return { ...design, layers };
}

/** What a layout draws with: the print area's size and a photo slot, a sticker and a text made for it. */
function kit(area: Pick<PrintArea, 'widthMm' | 'heightMm'>, photo: Placeholder) {
  const w = area.widthMm;
  const h = area.heightMm;
  /** A new layer's id, centre and upright rotation. */
  const at = (x: number, y: number) => ({ id: newLayerId(), x, y, rotation: 0 });
  const image = (cx: number, cy: number, width: number, height: number): ImageLayer => ({
    ...at(cx, cy),
    type: 'image',
    src: photo.src,
    naturalWidth: photo.width,
    naturalHeight: photo.height,
    width,
    height,
    // Show the middle of the photo in the slot's shape.
    crop: slotCrop(photo, width / height),
  });
  const sticker = (id: string, fill: string, cx: number, cy: number, size: number): DesignLayer => {
    return { ...at(cx, cy), type: 'sticker', sticker: id, fill, width: size, height: size };
  };
  const text = (t: string, fontFamily: string, fontSize: number, cy: number, fill: string, extra: Partial<TextLayer> = {}): TextLayer => {
    return { ...at(w / 2, cy), type: 'text', text: t, fontFamily, fontSize, fill, align: 'center', ...extra };
  };
  return { w, h, image, sticker, text };
}
type Kit = ReturnType<typeof kit>;

const LAYOUTS = {
  'photo-caption': ({ w, h, image, text }) => ({
    background: '#ffffff',
    layers: [image(w / 2, h * 0.38, w * 0.84, h * 0.6), text('Sommar 2026', 'Dancing Script', w * 0.11, h * 0.8, '#1d1d1b')],
  }),
  name: ({ w, h, text }) => ({
    background: '#f2b705',
    layers: [
      text('Alva', 'Pacifico', w * 0.2, h * 0.5, '#1d1d1b', { shadow: true }),
      text('★ ★ ★', 'Mulish', w * 0.06, h * 0.66, '#1d1d1b'),
    ],
  }),
  monogram: ({ w, h, sticker, text }) => ({
    background: '#1f2a44',
    layers: [
      sticker('crown', '#e9c46a', w / 2, h * 0.3, w * 0.3),
      text('A·L', 'Playfair Display', w * 0.24, h * 0.5, '#e9c46a'),
      text('ALVA LINDQVIST', 'Oswald', w * 0.06, h * 0.62, '#ffffff'),
    ],
  }),
  collage: ({ w, h, image, text }) => ({
    background: '#ffffff',
    layers: [
      image(w * 0.5, h * 0.2, w * 0.84, h * 0.3),
      image(w * 0.28, h * 0.55, w * 0.4, h * 0.34),
      image(w * 0.72, h * 0.55, w * 0.4, h * 0.34),
      text('Vi', 'Lobster', w * 0.12, h * 0.84, '#d9472b'),
    ],
  }),
  badge: ({ w, h, sticker, text }) => ({
    background: '#1b5e45',
    layers: [
      sticker('sun', '#f2b705', w / 2, h * 0.45, w * 0.46),
      text('GOOD VIBES', 'Bebas Neue', w * 0.13, h * 0.3, '#ffffff', { curve: 120, stroke: '#1d1d1b', strokeWidth: w * 0.006 }),
      text('ONLY', 'Bebas Neue', w * 0.13, h * 0.62, '#ffffff', { curve: -90 }),
    ],
  }),
  polaroid: ({ w, h, image, text }) => {
    // A square photo, smaller on a wide, short print area (a hoodie's front).
    const side = Math.min(w * 0.76, h * 0.62);
    return {
      background: '#f4efe6',
      layers: [image(w / 2, h * 0.4, side, side), text('Minnen', 'Permanent Marker', w * 0.1, h * 0.4 + side / 2 + w * 0.1, '#1d1d1b')],
    };
  },
  duo: ({ w, h, image, text }) => ({
    background: '#ffffff',
    layers: [
      image(w / 2, h * 0.27, w * 0.84, h * 0.36),
      image(w / 2, h * 0.66, w * 0.84, h * 0.36),
      text('Du & jag', 'Pacifico', w * 0.09, h * 0.91, '#d9472b'),
    ],
  }),
  quote: ({ w, h, sticker, text }) => ({
    background: '#e9e4da',
    layers: [
      sticker('bubble', '#ffffff', w / 2, h * 0.42, Math.min(w * 0.8, h * 0.7)),
      text('Fika är\nlivet', 'Playfair Display', w * 0.12, h * 0.4, '#1d1d1b'),
      text('— Nordfynd', 'Mulish', w * 0.05, h * 0.62, '#1d1d1b'),
    ],
  }),
  team: ({ w, h, sticker, text }) => ({
    background: '#0b3d91',
    layers: [
      text('LINDQVIST', 'Oswald', w * 0.1, h * 0.3, '#ffffff'),
      text('10', 'Bebas Neue', w * 0.5, h * 0.55, '#ffffff', { stroke: '#f2b705', strokeWidth: w * 0.01 }),
      sticker('star', '#f2b705', w / 2, h * 0.8, w * 0.16),
    ],
  }),
  year: ({ w, h, sticker, text }) => ({
    background: '#d9472b',
    layers: [
      text('2026', 'Bebas Neue', w * 0.36, h * 0.45, '#ffffff'),
      text('ÅRETS BÄSTA', 'Oswald', w * 0.07, h * 0.62, '#ffffff'),
      sticker('sparkle', '#f2b705', w * 0.78, h * 0.3, w * 0.16),
    ],
  }),
  love: ({ w, h, sticker, text }) => ({
    background: '#fbe3e8',
    layers: [sticker('heart', '#d9472b', w / 2, h * 0.42, w * 0.56), text('Anna + Erik', 'Dancing Script', w * 0.1, h * 0.68, '#1d1d1b')],
  }),
  'night-sky': ({ w, h, sticker, text }) => ({
    background: '#1f2a44',
    layers: [
      sticker('moon', '#f2d98a', w * 0.66, h * 0.3, w * 0.34),
      sticker('star', '#f2d98a', w * 0.24, h * 0.24, w * 0.16),
      sticker('star', '#f2d98a', w * 0.4, h * 0.42, w * 0.15),
      sticker('sparkle', '#ffffff', w * 0.2, h * 0.54, w * 0.15),
      text('Sov gott', 'Lobster', w * 0.12, h * 0.7, '#f2d98a'),
    ],
  }),
} satisfies Record<string, (kit: Kit) => StarterDesign>;

export type StarterTemplateId = keyof typeof LAYOUTS;
export const STARTER_TEMPLATES = Object.keys(LAYOUTS) as StarterTemplateId[];

/** The centred crop of a photo that has the aspect ratio `ratio` (width / height). */
export function slotCrop(photo: { width: number; height: number }, ratio: number): { x: number; y: number; width: number; height: number } {
  const own = photo.width / photo.height;
  if (own > ratio) {
    const width = ratio / own;
    return { x: (1 - width) / 2, y: 0, width, height: 1 };
  }
  const height = own / ratio;
  return { x: 0, y: (1 - height) / 2, width: 1, height };
}
