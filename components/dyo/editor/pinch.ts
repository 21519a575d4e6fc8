/** Two-finger pinch and twist on the selected layer: scale by the change of distance, rotate by the change of angle. */
import type { DesignLayer } from '@/lib/dyo/design-document';
import { scaleLayer } from '@/lib/dyo/keyboard';

export interface Pinch {
  distance: number;
  angle: number;
}

interface TouchLike {
  length: number;
  [index: number]: { clientX: number; clientY: number } | undefined;
}

export function pinchChange(previous: Pinch | null, touches: TouchLike, layer: DesignLayer): { pinch: Pinch | null; changes: Partial<DesignLayer> | null } {
  const a = touches[0];
  const b = touches[1];
  if (!a || !b) return { pinch: null, changes: null };
  const dx = b.clientX - a.clientX;
  const dy = b.clientY - a.clientY;
  const current = { distance: Math.hypot(dx, dy), angle: (Math.atan2(dy, dx) * 180) / Math.PI };
  if (!previous || previous.distance === 0) return { pinch: current, changes: null };
  const f = current.distance / previous.distance;
  const rotation = layer.rotation + (current.angle - previous.angle);
  const changes: Partial<DesignLayer> = { ...scaleLayer(layer, f), rotation };
  return { pinch: current, changes };
}
