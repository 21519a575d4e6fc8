/**
 * Cropping a picture inside its frame, as fractions of the picture: cutting an edge away (the picture keeps its
 * scale, so the frame shrinks with it) and panning the picture inside the frame (the frame stays, the part of the
 * picture it shows moves). Pure, so the editor's controls and the tests share it.
 */
import type { Box, ImageLayer } from './design-document';

export const FULL_CROP: Box = { x: 0, y: 0, width: 1, height: 1 };
export type CropEdge = 'left' | 'right' | 'top' | 'bottom';

/** How much is cut away at each edge (fractions of the picture). */
export function cropEdges(layer: Pick<ImageLayer, 'crop'>): Record<CropEdge, number> {
  const c = layer.crop ?? FULL_CROP;
  return { left: c.x, right: 1 - c.x - c.width, top: c.y, bottom: 1 - c.y - c.height };
}

/** The layer with one edge cut to `value`: the picture keeps its scale, the frame shrinks (never under 5 %). */
export function cropEdge(
  layer: Pick<ImageLayer, 'crop' | 'width' | 'height'>,
  edge: CropEdge,
  value: number,
): Pick<ImageLayer, 'crop' | 'width' | 'height'> {
  const c = layer.crop ?? FULL_CROP;
  const mmPerFraction = { x: layer.width / c.width, y: layer.height / c.height };
  const e = { ...cropEdges(layer), [edge]: Math.max(0, value) };
  const crop: Box = {
    x: e.left,
    y: e.top,
    width: Math.max(0.05, 1 - e.left - e.right),
    height: Math.max(0.05, 1 - e.top - e.bottom),
  };
  return { crop, width: crop.width * mmPerFraction.x, height: crop.height * mmPerFraction.y };
}

/**
 * The picture moved by (`dxMm`, `dyMm`) inside its frame, as a drag would move it: to the right shows more of its
 * left side. It stops where an edge of the picture meets the frame; the frame's size and place do not change.
 */
export function panCrop(layer: Pick<ImageLayer, 'crop' | 'width' | 'height'>, dxMm: number, dyMm: number): Box {
  const c = layer.crop ?? FULL_CROP;
  const fx = (dxMm / layer.width) * c.width;
  const fy = (dyMm / layer.height) * c.height;
  const clamp = (v: number, max: number) => Math.min(Math.max(0, v), Math.max(0, max));
  return { ...c, x: clamp(c.x - fx, 1 - c.width), y: clamp(c.y - fy, 1 - c.height) };
}
