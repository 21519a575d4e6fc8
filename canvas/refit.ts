/**
 * Moves and scales a design's layers into another phone model's print area, keeping relative places
 * and never stretching, and names what now reaches the bleed or camera opening so the shopper checks it.
 */
import { unknownLayer, type DesignLayer } from '@/lib/dyo/design-document';
import { layerSize } from './design-nodes';
import { layerBox } from '@/lib/dyo/design-checks';
import type { PrintArea } from '@/lib/dyo/products';

type Area = Pick<PrintArea, 'widthMm' | 'heightMm' | 'bleedMm' | 'cutout'>;

const boxOf = (layer: DesignLayer) => layerBox(layer, layerSize(layer));

const EPSILON = 0.01;

/** Whether a layer reaches past the area's bleed or onto its camera opening. */
function outsideOf(layer: DesignLayer, area: Area): boolean {
  const b = boxOf(layer);
  const bleed = area.bleedMm;
  const past =
    b.left < -bleed - EPSILON ||
    b.top < -bleed - EPSILON ||
    b.right > area.widthMm + bleed + EPSILON ||
    b.bottom > area.heightMm + bleed + EPSILON;
  const c = area.cutout;
  const onCamera =
    !!c && b.left < c.x + c.width - EPSILON && b.right > c.x + EPSILON && b.top < c.y + c.height - EPSILON && b.bottom > c.y + EPSILON;
  return past || onCamera;
}

/** One layer scaled by `f` about its own centre (a text by its font size and outline). */
function scaled(layer: DesignLayer, f: number): DesignLayer {
  switch (layer.type) {
    case 'text':
      return { ...layer, fontSize: layer.fontSize * f, ...(layer.strokeWidth ? { strokeWidth: layer.strokeWidth * f } : {}) };
    case 'image':
    case 'sticker':
      return { ...layer, width: layer.width * f, height: layer.height * f };
    default:
      return unknownLayer(layer);
  }
}

export interface Refit {
  layers: DesignLayer[];
  /** Ids of the layers that now reach past the new area's bleed or onto its camera opening, and did not before. */
  outside: string[];
}

/** The layers of `from` moved and scaled into `to`. The same area gives the same layers. */
export function refitLayers(layers: readonly DesignLayer[], from: Area, to: Area): Refit {
  const sx = to.widthMm / from.widthMm;
  const sy = to.heightMm / from.heightMm;
  const f = Math.min(sx, sy);
  const moved = layers.map((layer) => ({ ...scaled(layer, f), x: layer.x * sx, y: layer.y * sy }));
  const outside = moved.filter((layer, i) => outsideOf(layer, to) && !outsideOf(layers[i]!, from)).map((layer) => layer.id);
  return { layers: moved, outside };
}
