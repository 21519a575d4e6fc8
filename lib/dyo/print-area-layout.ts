/**
 * Placing things in the print area (all mm): new layers start centred and scaled to fit, "fit to print area" brings a layer back inside,
 * and dragging snaps to the centre lines and the print area's and safe zone's edges.
 */
import type { DesignLayer } from './design-document';
import type { PrintArea } from './products';

export interface Size {
  width: number;
  height: number;
}

/** The factor that makes `size` fit inside `fraction` of the area, never enlarging beyond `maxGrow`. */
export function fitFactor(size: Size, area: Pick<PrintArea, 'widthMm' | 'heightMm'>, fraction = 0.8, maxGrow = 1): number {
  if (size.width <= 0 || size.height <= 0) return 1;
  return Math.min(maxGrow, (area.widthMm * fraction) / size.width, (area.heightMm * fraction) / size.height);
}

/** The bounding box (mm) of a layer of `size` rotated by `rotation` degrees. */
export function rotatedSize(size: Size, rotation: number): Size {
  const r = (rotation * Math.PI) / 180;
  const c = Math.abs(Math.cos(r));
  const s = Math.abs(Math.sin(r));
  return { width: size.width * c + size.height * s, height: size.width * s + size.height * c };
}

/** Changes that centre a layer and scale it (up or down) so its box fills the safe zone at most. */
export function fitToArea(layer: DesignLayer, size: Size, area: PrintArea): Partial<DesignLayer> {
  const box = rotatedSize(size, layer.rotation);
  const inner = { widthMm: area.widthMm - area.safeMm * 2, heightMm: area.heightMm - area.safeMm * 2 };
  const f = fitFactor(box, inner, 1, Infinity);
  const centre = { x: area.widthMm / 2, y: area.heightMm / 2 };
  if (layer.type === 'text')
    return { ...centre, fontSize: layer.fontSize * f, ...(layer.strokeWidth ? { strokeWidth: layer.strokeWidth * f } : {}) };
  return { ...centre, width: layer.width * f, height: layer.height * f };
}

export interface Snap {
  x: number;
  y: number;
  /** Guide lines to show: x positions of vertical lines, y positions of horizontal ones. */
  guidesX: number[];
  guidesY: number[];
}

/**
 * Snaps a layer (centre x, y; box half-sizes hw, hh) to the print area's centre lines, its edges and the safe zone's edges, within
 * `threshold` mm.
 */
export function snapLayer(x: number, y: number, hw: number, hh: number, area: PrintArea, threshold = 2.5): Snap {
  const lines = (size: number) => [size / 2, 0, size, area.safeMm, size - area.safeMm];
  const axis = (centre: number, half: number, size: number): { value: number; guide: number | null } => {
    let best: { value: number; guide: number; distance: number } | null = null;
    for (const line of lines(size)) {
      // The centre on the centre line, or an edge of the layer on an edge line.
      const candidates =
        line === size / 2
          ? [{ value: line, at: centre }]
          : [
              { value: line + half, at: centre - half },
              { value: line - half, at: centre + half },
            ];
      for (const c of candidates) {
        const distance = Math.abs(c.at - line);
        if (distance <= threshold && (!best || distance < best.distance)) best = { value: c.value, guide: line, distance };
      }
    }
    return best ? { value: best.value, guide: best.guide } : { value: centre, guide: null };
  };
  const sx = axis(x, hw, area.widthMm);
  const sy = axis(y, hh, area.heightMm);
  return { x: sx.value, y: sy.value, guidesX: sx.guide === null ? [] : [sx.guide], guidesY: sy.guide === null ? [] : [sy.guide] };
}

/**
 * Where a new text goes (its centre's y, mm): the middle of the print area, or, when another text is there, the nearest free band below or
 * above it (inside the safe zone), so a second text does not land on the first. `taken`: the vertical spans of the side's texts.
 */
export function freeTextY(
  height: number,
  taken: readonly { top: number; bottom: number }[],
  area: Pick<PrintArea, 'heightMm' | 'safeMm'>,
  gap = 3,
): number {
  const middle = area.heightMm / 2;
  const step = height + gap;
  const fits = (y: number) => y - height / 2 >= area.safeMm && y + height / 2 <= area.heightMm - area.safeMm;
  const free = (y: number) => taken.every((s) => y + height / 2 + gap / 2 <= s.top || y - height / 2 - gap / 2 >= s.bottom);
  for (let i = 0; i <= Math.ceil(area.heightMm / step); i++) {
    for (const y of i === 0 ? [middle] : [middle + i * step, middle - i * step]) {
      if (fits(y) && free(y)) return y;
    }
  }
  return middle;
}
