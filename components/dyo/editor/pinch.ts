/**
 * Two-finger pinch and twist on the selected layer, around the fingers' midpoint. Always computed from the gesture's start, never step by
 * step, so rounding does not add up.
 */
import type { DesignLayer } from '@/lib/dyo/design-document';
import { scaleLayer } from '@/lib/dyo/keyboard';

export interface Point {
  x: number;
  y: number;
}

/** The gesture's start: the layer as it was and both fingers, in print-area mm. */
export interface PinchStart {
  layer: DesignLayer;
  a: Point;
  b: Point;
}

const SMALLEST_DISTANCE_MM = 1;

/**
 * The layer a two-finger gesture acts on: the one selected when the first finger landed; only when none was, the one selected now (the
 * layer the first finger picked up). A layer that merely lies under a finger never takes the gesture over, and no other layer moves.
 */
export function gestureLayerId(selectedAtFirstTouch: string | null, selectedNow: string | null): string | null {
  return selectedAtFirstTouch ?? selectedNow;
}

/** The layer's changes for fingers now at `a` and `b`; null when the fingers started on one spot. */
export function pinchChanges(start: PinchStart, a: Point, b: Point): Partial<DesignLayer> | null {
  const d0 = Math.hypot(start.b.x - start.a.x, start.b.y - start.a.y);
  if (d0 < SMALLEST_DISTANCE_MM) return null;
  const d = Math.hypot(b.x - a.x, b.y - a.y);
  const f = d / d0;
  const turn = Math.atan2(b.y - a.y, b.x - a.x) - Math.atan2(start.b.y - start.a.y, start.b.x - start.a.x);
  const m0 = { x: (start.a.x + start.b.x) / 2, y: (start.a.y + start.b.y) / 2 };
  const m = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  // The layer's centre, seen from the first midpoint, scaled and turned, seen from the new one.
  const rx = (start.layer.x - m0.x) * f;
  const ry = (start.layer.y - m0.y) * f;
  const cos = Math.cos(turn);
  const sin = Math.sin(turn);
  const degrees = (turn * 180) / Math.PI;
  return {
    ...scaleLayer(start.layer, f),
    x: m.x + rx * cos - ry * sin,
    y: m.y + rx * sin + ry * cos,
    rotation: normalizeDegrees(start.layer.rotation + degrees),
  };
}

/** An angle in (-180, 180]. */
export function normalizeDegrees(deg: number): number {
  const r = ((deg % 360) + 360) % 360;
  return r > 180 ? r - 360 : r;
}
