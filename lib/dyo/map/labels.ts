/** Placing place names on a map cover without collisions (pure, so it is tested without a canvas). */

/** A rectangle (canvas px) kept free of place labels: the title and the coordinates. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const inside = (a: Box, b: Box) => a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height;

/**
 * Places are labelled largest first; a label that would touch another label or a kept-free box (title, coordinates,
 * the pin), or would reach outside `bounds` (the safe zone: a label cut by the edge looks broken), is left out.
 */
export function placeLabels(candidates: { name: string; x: number; y: number; weight: number }[], measure: (text: string) => number, height: number, keepFree: readonly Box[], limit: number, bounds?: Box): { name: string; x: number; y: number; box: Box }[] {
  const placed: { name: string; x: number; y: number; box: Box }[] = [];
  for (const c of [...candidates].sort((a, b) => b.weight - a.weight)) {
    if (placed.length >= limit) break;
    const box = { x: c.x + height * 0.35, y: c.y - height * 0.5, width: measure(c.name) + height * 0.2, height: height * 1.2 };
    if ((bounds && !inside(box, bounds)) || keepFree.some((k) => overlaps(box, k)) || placed.some((p) => overlaps(box, p.box))) continue;
    placed.push({ name: c.name, x: c.x, y: c.y, box });
  }
  return placed;
}
