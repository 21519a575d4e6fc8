/**
 * The map covers' lakes and rivers (the sea is wherever there is no land), decoded once with each shape's bounding box so a view draws only
 * what it shows. Data and licences: docs/design-your-own.md#map-covers.
 */
interface EncodedWater {
  lakes: number[][][];
  rivers: number[][];
}

type LngLat = [number, number];

export interface Bounds {
  w: number;
  e: number;
  s: number;
  n: number;
}

interface WaterShape {
  /** A lake: its shore first, then its islands (drawn even-odd). A river: one line. */
  rings: LngLat[][];
  bounds: Bounds;
}

export interface Water {
  lakes: WaterShape[];
  rivers: WaterShape[];
}

function decodeLine(encoded: readonly number[]): LngLat[] {
  const points: LngLat[] = [];
  let x = 0;
  let y = 0;
  for (let i = 0; i + 1 < encoded.length; i += 2) {
    x += encoded[i]!;
    y += encoded[i + 1]!;
    points.push([x / 1000, y / 1000]);
  }
  return points;
}

function shape(rings: LngLat[][]): WaterShape {
  const bounds = { w: Infinity, e: -Infinity, s: Infinity, n: -Infinity };
  for (const ring of rings)
    for (const [x, y] of ring) {
      bounds.w = Math.min(bounds.w, x);
      bounds.e = Math.max(bounds.e, x);
      bounds.s = Math.min(bounds.s, y);
      bounds.n = Math.max(bounds.n, y);
    }
  return { rings, bounds };
}

export function decodeWater(data: EncodedWater): Water {
  return {
    lakes: data.lakes.map((rings) => shape(rings.map(decodeLine))),
    rivers: data.rivers.map((line) => shape([decodeLine(line)])),
  };
}

export const overlapsBounds = (a: Bounds, b: Bounds) => a.e >= b.w && a.w <= b.e && a.n >= b.s && a.s <= b.n;
