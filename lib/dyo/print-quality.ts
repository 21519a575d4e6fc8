/**
 * Print-resolution maths: an image printed at a size has an effective
 * resolution of its pixels over its printed inches. Under MIN_PRINT_DPI the
 * print looks soft or blocky, so the editor warns.
 */
export const MM_PER_INCH = 25.4;
/** Below this a print visibly loses sharpness at arm's length. */
export const MIN_PRINT_DPI = 150;

/** Effective DPI of an image of `pixels` (w×h) placed at `mm` (w×h): the lower of the two axes. */
export function effectiveDpi(pixels: { width: number; height: number }, mm: { width: number; height: number }): number {
  if (mm.width <= 0 || mm.height <= 0) return Infinity;
  const x = pixels.width / (mm.width / MM_PER_INCH);
  const y = pixels.height / (mm.height / MM_PER_INCH);
  return Math.min(x, y);
}

export function isLowResolution(pixels: { width: number; height: number }, mm: { width: number; height: number }, min = MIN_PRINT_DPI): boolean {
  return effectiveDpi(pixels, mm) < min;
}

/** The largest placed width (mm) an image can have and still print at `min` DPI. */
export function maxPrintWidthMm(pixelWidth: number, min = MIN_PRINT_DPI): number {
  return (pixelWidth / min) * MM_PER_INCH;
}

/** The stage pixel ratio that renders `widthMm` at `dpi`, given the on-screen px per mm. */
export function pixelRatioFor(widthMm: number, screenPxPerMm: number, dpi: number): number {
  return (widthMm / MM_PER_INCH) * dpi / (widthMm * screenPxPerMm);
}

export type QualityLevel = 'ok' | 'warning' | 'too-low';

export interface PrintQuality {
  /** Effective DPI at the placed size. */
  dpi: number;
  /** Of the product's target DPI, rounded. */
  percent: number;
  level: QualityLevel;
}

/**
 * The quality meter of one image at its placed size (anchor: Customer's
 * Canvas): ok at 100 % of the product's target DPI or more, a warning below,
 * too low to print below 50 %.
 */
export function printQuality(pixels: { width: number; height: number }, mm: { width: number; height: number }, targetDpi: number): PrintQuality {
  const dpi = effectiveDpi(pixels, mm);
  const ratio = dpi / targetDpi;
  const level: QualityLevel = ratio >= 1 ? 'ok' : ratio >= 0.5 ? 'warning' : 'too-low';
  return { dpi: Math.round(dpi), percent: Math.round(ratio * 100), level };
}

/** Pixel size of a print file: the print area and its bleed at `dpi`, physical size. */
export function printPixels(area: { widthMm: number; heightMm: number; bleedMm: number }, dpi: number): { width: number; height: number } {
  const px = (mm: number) => Math.round(((mm + area.bleedMm * 2) / MM_PER_INCH) * dpi);
  return { width: px(area.widthMm), height: px(area.heightMm) };
}
