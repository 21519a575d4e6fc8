/**
 * Konva nodes of a design, shared by the editor, the browser preview and the server's print render, so
 * what is printed is what the shopper saw. The caller loads the images.
 */
import Konva from 'konva';
import {
  unknownLayer,
  type DesignDocument,
  type DesignLayer,
  type GarmentSide,
  type ImageLayer,
  type TextLayer,
} from '@/lib/dyo/design-document';
import { layersOf } from '@/lib/dyo/editor-state';
import { STICKER_BOX, stickerPath } from '@/lib/dyo/stickers';
import { productInfo } from '@/lib/dyo/product-types/info';
import type { ProductTemplate } from '@/lib/dyo/templates';

export type ImageSource = HTMLImageElement | HTMLCanvasElement;
export type ImageLoader = (src: string) => Promise<ImageSource>;

let measurer: Konva.Text | undefined;

/** Width and height (mm) of a straight text layer (its longest line, all its lines). */
export function textSize(layer: Pick<TextLayer, 'text' | 'fontFamily' | 'fontSize'>): { width: number; height: number } {
  measurer ??= new Konva.Text({});
  measurer.setAttrs({ text: layer.text || ' ', fontFamily: layer.fontFamily, fontSize: layer.fontSize });
  return { width: measurer.width(), height: measurer.height() };
}

/** The arc a curved text runs along, centred on (0, 0), and how far its ends bend (mm). */
export function arcPath(length: number, curveDeg: number): { data: string; sagitta: number } {
  const theta = (Math.min(Math.abs(curveDeg), 350) * Math.PI) / 180;
  const r = length / theta;
  const half = theta / 2;
  const dx = r * Math.sin(half);
  const sagitta = r * (1 - Math.cos(half));
  const large = theta > Math.PI ? 1 : 0;
  // ∩: the arc's top is at (0, 0), its ends lower; ∪: its bottom at (0, 0), its ends higher.
  return curveDeg > 0
    ? { data: `M ${-dx} ${sagitta} A ${r} ${r} 0 ${large} 1 ${dx} ${sagitta}`, sagitta }
    : { data: `M ${-dx} ${-sagitta} A ${r} ${r} 0 ${large} 0 ${dx} ${-sagitta}`, sagitta };
}

/** A layer's unrotated size in mm: a text's measured box, a picture's or sticker's placed size. */
export function layerSize(layer: DesignLayer): { width: number; height: number } {
  switch (layer.type) {
    case 'text':
      return textSize(layer);
    case 'image':
    case 'sticker':
      return { width: layer.width, height: layer.height };
    default:
      return unknownLayer(layer);
  }
}

export const isCurved = (layer: DesignLayer): boolean => layer.type === 'text' && !!layer.curve && Math.abs(layer.curve) >= 1;

function textEffects(layer: TextLayer): Konva.ShapeConfig {
  const effects: Konva.ShapeConfig = {};
  if (layer.stroke && layer.strokeWidth)
    Object.assign(effects, { stroke: layer.stroke, strokeWidth: layer.strokeWidth, fillAfterStrokeEnabled: true, lineJoin: 'round' });
  if (layer.shadow) {
    const s = layer.fontSize;
    Object.assign(effects, {
      shadowColor: '#000000',
      shadowBlur: s * 0.12,
      shadowOffsetX: s * 0.05,
      shadowOffsetY: s * 0.05,
      shadowOpacity: 0.45,
    });
  }
  return effects;
}

/** The pixel rectangle of an image layer's crop. */
export function cropPixels(layer: ImageLayer): { x: number; y: number; width: number; height: number } {
  const c = layer.crop ?? { x: 0, y: 0, width: 1, height: 1 };
  return {
    x: c.x * layer.naturalWidth,
    y: c.y * layer.naturalHeight,
    width: c.width * layer.naturalWidth,
    height: c.height * layer.naturalHeight,
  };
}

/** The pixels the print takes from an image layer: its crop of the original upload when there is one, else of `src`. */
export function printSourcePixels(layer: ImageLayer): { width: number; height: number } {
  const c = layer.crop ?? { x: 0, y: 0, width: 1, height: 1 };
  const w = layer.original?.width ?? layer.naturalWidth;
  const h = layer.original?.height ?? layer.naturalHeight;
  return { width: c.width * w, height: c.height * h };
}

/** Konva attributes of a layer (in mm, rotating around its centre). */
export function layerAttrs(layer: DesignLayer): Konva.ShapeConfig {
  const place = { x: layer.x, y: layer.y, rotation: layer.rotation };
  switch (layer.type) {
    case 'image':
      return {
        ...place,
        width: layer.width,
        height: layer.height,
        offsetX: layer.width / 2,
        offsetY: layer.height / 2,
        ...(layer.crop ? { crop: cropPixels(layer) } : {}),
      };
    case 'sticker': {
      const k = layer.width / STICKER_BOX;
      return {
        ...place,
        data: stickerPath(layer.sticker) ?? '',
        fill: layer.fill,
        scaleX: k,
        scaleY: layer.height / STICKER_BOX,
        offsetX: STICKER_BOX / 2,
        offsetY: STICKER_BOX / 2,
      };
    }
    case 'text':
      return textAttrs(layer, place);
    default:
      return unknownLayer(layer);
  }
}

function textAttrs(layer: TextLayer, place: { x: number; y: number; rotation: number }): Konva.ShapeConfig {
  const text = {
    ...place,
    text: layer.text,
    fontFamily: layer.fontFamily,
    fontSize: layer.fontSize,
    fill: layer.fill,
    ...textEffects(layer),
  };
  if (isCurved(layer)) {
    const oneLine = joinLines(layer.text);
    const { width } = textSize({ ...layer, text: oneLine });
    const { data, sagitta } = arcPath(width * 1.04, layer.curve!);
    return {
      ...text,
      text: oneLine,
      data,
      align: 'center',
      textBaseline: 'middle',
      offsetY: layer.curve! > 0 ? sagitta / 2 : -sagitta / 2,
    };
  }
  const size = textSize(layer);
  return { ...text, align: layer.align ?? 'center', offsetX: size.width / 2, offsetY: size.height / 2 };
}

/**
 * The text on one line: each run of white space that holds a line break becomes one space. One
 * linear `\s+` scan; the pattern `\s*\n\s*` backtracks quadratically over a long run of spaces.
 */
export function joinLines(text: string): string {
  return text.replace(/\s+/g, (run) => (run.includes('\n') ? ' ' : run));
}

/** The Konva filters of an image layer (none: drawn as is, without a cache). */
export function imageFilters(layer: ImageLayer): Konva.Filter[] {
  const filters: Konva.Filter[] = [];
  if (layer.filter === 'grayscale') filters.push(Konva.Filters.Grayscale);
  if (layer.filter === 'sepia') filters.push(Konva.Filters.Sepia);
  if (layer.brightness) filters.push(Konva.Filters.Brighten);
  if (layer.contrast) filters.push(Konva.Filters.Contrast);
  return filters;
}

/**
 * Filters work on a cached bitmap of the node: cache it at `pxPerMm` (never
 * finer than the image itself), or drop the cache when there is nothing to filter.
 */
export function applyImageEffects(node: Konva.Image, layer: ImageLayer, pxPerMm: number): void {
  const filters = imageFilters(layer);
  node.clearCache();
  node.filters(filters);
  if (filters.length === 0) return;
  node.brightness(layer.brightness ?? 0);
  node.contrast(layer.contrast ?? 0);
  const own = cropPixels(layer).width / layer.width;
  node.cache({ pixelRatio: Math.max(1, Math.min(pxPerMm, own)) });
}

async function layerNode(layer: DesignLayer, loadImage: ImageLoader, pxPerMm: number): Promise<Konva.Shape> {
  switch (layer.type) {
    case 'text':
      return isCurved(layer) ? new Konva.TextPath(layerAttrs(layer) as Konva.TextPathConfig) : new Konva.Text(layerAttrs(layer));
    case 'sticker':
      return new Konva.Path(layerAttrs(layer));
    case 'image': {
      const node = new Konva.Image({ ...layerAttrs(layer), image: (await loadImage(layer.src)) as HTMLImageElement });
      applyImageEffects(node, layer, pxPerMm);
      return node;
    }
    default:
      return unknownLayer(layer);
  }
}

/** The print area's clip (rounded corners of a phone cover), grown by `grow` mm on every side. */
export function clipArea(ctx: Konva.Context, template: ProductTemplate, grow = 0): void {
  const { widthMm: w, heightMm: h, radiusMm: r } = template.area;
  ctx.beginPath();
  if (r > 0) ctx.roundRect(-grow, -grow, w + grow * 2, h + grow * 2, r + grow);
  else ctx.rect(-grow, -grow, w + grow * 2, h + grow * 2);
  ctx.closePath();
}

/** The design of one side, clipped to its print area (plus `bleed` mm), at the print area's origin. */
export async function designGroup(
  document: DesignDocument,
  side: GarmentSide,
  template: ProductTemplate,
  loadImage: ImageLoader,
  pxPerMm: number,
  bleed = 0,
): Promise<Konva.Group> {
  const group = new Konva.Group({ clipFunc: (ctx) => clipArea(ctx, template, bleed) });
  const { widthMm: w, heightMm: h } = template.area;
  if (productInfo(document.kind).background)
    group.add(new Konva.Rect({ x: -bleed, y: -bleed, width: w + bleed * 2, height: h + bleed * 2, fill: document.background }));
  for (const node of await Promise.all(layersOf(document, side).map((l) => layerNode(l, loadImage, pxPerMm)))) group.add(node);
  return group;
}

/** The fonts a design uses (to load before drawing it). */
export function fontsOf(document: DesignDocument): string[] {
  return [...new Set(textsOf(document).map((t) => t.family))];
}

/** Every text of a design with its font (the characters decide which subsets to load). */
export function textsOf(document: DesignDocument): { family: string; text: string }[] {
  const all = [...document.sides.front, ...(document.sides.back ?? [])];
  return all.flatMap((l) => (l.type === 'text' ? [{ family: l.fontFamily, text: l.text }] : []));
}
