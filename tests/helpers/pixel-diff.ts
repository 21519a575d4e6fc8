/**
 * A small image comparison (as fabric.js tests its renderer against the
 * browser's): two RGBA buffers of the same size differ at a pixel when any
 * channel, alpha-composited over white, differs by more than `threshold`
 * (0–255). Used to check the server's print render against the browser's.
 */
export interface PixelDiff {
  differing: number;
  total: number;
  ratio: number;
}

const overWhite = (v: number, a: number): number => v * (a / 255) + 255 * (1 - a / 255);

export function pixelDiff(
  a: Uint8ClampedArray | Uint8Array,
  b: Uint8ClampedArray | Uint8Array,
  threshold = 48,
  mask?: (index: number) => boolean,
): PixelDiff {
  if (a.length !== b.length) throw new Error(`sizes differ: ${a.length} and ${b.length}`);
  let differing = 0;
  let total = 0;
  for (let i = 0; i < a.length; i += 4) {
    if (mask && !mask(i / 4)) continue;
    total += 1;
    for (let c = 0; c < 3; c += 1) {
      if (Math.abs(overWhite(a[i + c]!, a[i + 3]!) - overWhite(b[i + c]!, b[i + 3]!)) > threshold) {
        differing += 1;
        break;
      }
    }
  }
  return { differing, total, ratio: total === 0 ? 0 : differing / total };
}
