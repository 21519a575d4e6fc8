/**
 * What to check before a design is printed (off the print area, past the safe zone, too small, low resolution, blank side), so the shopper
 * is asked before saving. Layer sizes come from the caller, so lib stays pure (docs/design-your-own.md#the-editor).
 */
import type { DesignDocument, DesignLayer, GarmentSide } from './design-document';
import { productInfo } from './product-types/info';
import { lowContrast } from './contrast';
import { rotatedSize } from './print-area-layout';
import type { PrintArea } from './products';
import { tooSmallToPrint } from './text-rules';

export type LayerCheck = 'outside-print' | 'under-camera' | 'outside-safe' | 'small-text' | 'low-contrast' | 'low-quality';

/** What saving asks about first: what will not be printed as the shopper sees it. */
const CONFIRM: ReadonlySet<LayerCheck> = new Set(['outside-print', 'low-quality']);

interface LayerFinding {
  id: string;
  checks: LayerCheck[];
}

export interface SideCheck {
  /** Layers with something to check, in the side's layer order. */
  findings: LayerFinding[];
  /** Nothing of the side would be printed (no layer reaches the print area, and no coloured background). */
  blank: boolean;
}

type Area = Pick<PrintArea, 'widthMm' | 'heightMm' | 'safeMm' | 'cutout'>;

interface CheckInput {
  layers: readonly DesignLayer[];
  area: Area;
  /** A layer's unrotated size in mm (canvas/design-nodes.ts `layerSize`). */
  sizeOf: (layer: DesignLayer) => { width: number; height: number };
  /** What text is printed on: the garment's colour or the cover's background (none: not checked, e.g. a map). */
  surface?: string;
  /** Whether a picture is below the print-quality threshold (components read `printQuality`). */
  lowQuality?: (layer: Extract<DesignLayer, { type: 'image' }>) => boolean;
  /** A background that prints by itself (a coloured phone cover): the side is not blank without layers. */
  printedBackground?: boolean;
}

const EPSILON = 0.01;
/** How far past the safe zone's line still counts as inside it (mm). */
const SAFE_TOLERANCE_MM = 0.25;

/** A layer's box (rotated) in print-area mm. */
export function layerBox(layer: DesignLayer, size: { width: number; height: number }) {
  const r = rotatedSize(size, layer.rotation);
  return { left: layer.x - r.width / 2, top: layer.y - r.height / 2, right: layer.x + r.width / 2, bottom: layer.y + r.height / 2 };
}

function overlaps(b: ReturnType<typeof layerBox>, x: number, y: number, w: number, h: number): boolean {
  return b.left < x + w - EPSILON && b.right > x + EPSILON && b.top < y + h - EPSILON && b.bottom > y + EPSILON;
}

/** The checks of one layer. */
function checkLayer(layer: DesignLayer, input: Omit<CheckInput, 'layers'>): LayerCheck[] {
  const { area } = input;
  const box = layerBox(layer, input.sizeOf(layer));
  if (!overlaps(box, 0, 0, area.widthMm, area.heightMm)) return ['outside-print'];
  const checks: LayerCheck[] = [];
  const c = area.cutout;
  const placed = layer.type === 'text' || layer.type === 'sticker';
  if (placed && c && overlaps(box, c.x, c.y, c.width, c.height)) checks.push('under-camera');
  // A text scaled to fill the safe zone measures a hair wider at its new size (glyph widths do not scale exactly).
  const s = area.safeMm - SAFE_TOLERANCE_MM;
  if (placed && (box.left < s || box.top < s || box.right > area.widthMm - s || box.bottom > area.heightMm - s))
    checks.push('outside-safe');
  if (layer.type === 'text') {
    if (tooSmallToPrint(layer.fontSize)) checks.push('small-text');
    if (lowContrast(layer.fill, input.surface)) checks.push('low-contrast');
  }
  if (layer.type === 'image' && input.lowQuality?.(layer)) checks.push('low-quality');
  return checks;
}

/** The checks of one side's layers, and whether it would print blank. */
export function checkSide(input: CheckInput): SideCheck {
  const findings = input.layers.map((layer) => ({ id: layer.id, checks: checkLayer(layer, input) })).filter((f) => f.checks.length > 0);
  const outside = new Set(findings.filter((f) => f.checks.includes('outside-print')).map((f) => f.id));
  const blank = !input.printedBackground && input.layers.every((l) => outside.has(l.id));
  return { findings, blank };
}

/** Whether saving asks first: a layer that will not print, or a picture below the quality threshold. */
export function needsConfirming(check: SideCheck): boolean {
  return check.findings.some((f) => f.checks.some((c) => CONFIRM.has(c)));
}

/** A background that prints by itself: a phone cover's colour other than white. */
export function backgroundPrints(document: DesignDocument): boolean {
  return productInfo(document.kind).background && document.background.trim().toLowerCase() !== '#ffffff';
}

/** Whether nothing of the design would be printed on any side (the save API refuses it). */
export function designPrintsBlank(document: DesignDocument, areaOf: (side: GarmentSide) => Area, sizeOf: CheckInput['sizeOf']): boolean {
  if (backgroundPrints(document)) return false;
  const sides = Object.entries(document.sides) as [GarmentSide, DesignLayer[] | undefined][];
  return sides.every(([side, layers]) => !layers?.length || checkSide({ layers, area: areaOf(side), sizeOf }).blank);
}
