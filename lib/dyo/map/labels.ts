/** Placing place names on a map cover without collisions (pure, so it is tested without a canvas). */
import type { Box } from '../design-document';

export const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const inside = (a: Box, b: Box) => a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height;

export interface LabelCandidate {
  name: string;
  x: number;
  y: number;
  weight: number;
  /** Keep the label this far (px) from the place (the pin's radius for the chosen place); a small gap otherwise. */
  clear?: number;
}

type LabelSide = 'right' | 'left' | 'above' | 'below';
/** Tried in this order: to the right reads best, then left, then above and below. */
const LABEL_SIDES: readonly LabelSide[] = ['right', 'left', 'above', 'below'];

export interface PlacedLabel extends Pick<LabelCandidate, 'name' | 'x' | 'y'> {
  side: LabelSide;
  box: Box;
  /** The place's dot. */
  dot: Box;
}

function labelBox(c: LabelCandidate, side: LabelSide, textWidth: number, height: number): Box {
  const gap = Math.max(height * 0.35, c.clear ?? 0);
  const width = textWidth + height * 0.2;
  const h = height * 1.2;
  switch (side) {
    case 'right':
      return { x: c.x + gap, y: c.y - height * 0.5, width, height: h };
    case 'left':
      return { x: c.x - gap - width, y: c.y - height * 0.5, width, height: h };
    case 'above':
      return { x: c.x - width / 2, y: c.y - gap - h, width, height: h };
    case 'below':
      return { x: c.x - width / 2, y: c.y + gap, width, height: h };
  }
}

/**
 * Places are labelled largest first, to the right of their dot, else left, above or below; a label that would touch
 * another label or a kept-free box (title, coordinates, the pin, the camera cut-out) on every side, or would reach
 * outside `bounds` (the safe zone: a label cut by the edge looks broken), is left out.
 */
export function placeLabels(
  candidates: LabelCandidate[],
  measure: (text: string) => number,
  height: number,
  keepFree: readonly Box[],
  limit: number,
  bounds?: Box,
): PlacedLabel[] {
  const placed: PlacedLabel[] = [];
  for (const c of [...candidates].sort((a, b) => b.weight - a.weight)) {
    if (placed.length >= limit) break;
    // A dot under a label already placed would be hidden by its text.
    const dot = { x: c.x - height * 0.2, y: c.y - height * 0.2, width: height * 0.4, height: height * 0.4 };
    if (placed.some((p) => overlaps(dot, p.box))) continue;
    const textWidth = measure(c.name);
    for (const side of LABEL_SIDES) {
      const box = labelBox(c, side, textWidth, height);
      if (
        (bounds && !inside(box, bounds)) ||
        keepFree.some((k) => overlaps(box, k)) ||
        placed.some((p) => overlaps(box, p.box) || overlaps(box, p.dot))
      )
        continue;
      placed.push({ name: c.name, x: c.x, y: c.y, side, box, dot });
      break;
    }
  }
  return placed;
}
