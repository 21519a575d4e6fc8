/**
 * Print-resolution maths: an image printed at a size has an effective resolution of its pixels over its printed inches. Under MIN_PRINT_DPI
 * the print looks soft or blocky, so the editor warns.
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

/** The largest placed width (mm) an image can have and still print at `min` DPI. */
export function maxPrintWidthMm(pixelWidth: number, min = MIN_PRINT_DPI): number {
  return (pixelWidth / min) * MM_PER_INCH;
}

type QualityLevel = 'ok' | 'warning' | 'too-low';

/** Below this the meter says the picture is too low to print (half the minimum). */
const TOO_LOW_DPI = MIN_PRINT_DPI / 2;

export interface PrintQuality {
  /** Effective DPI at the placed size, rounded. */
  dpi: number;
  /** Of the product's target DPI, rounded. */
  percent: number;
  level: QualityLevel;
  /** The largest placed size (mm) at which the picture still prints at MIN_PRINT_DPI. */
  maxMm: { width: number; height: number };
}

/**
 * The quality meter of one image at its placed size, from the pixels the print uses (the original upload, not the editor's screen copy): ok
 * at MIN_PRINT_DPI (150) or more, rounded as shown, whatever the product's target; a warning below, too low to print under TOO_LOW_DPI.
 * `percent` says how much of the product's target DPI the print reaches (a map cover drawn at 300 DPI reads 100 %).
 */
export function printQuality(
  pixels: { width: number; height: number },
  mm: { width: number; height: number },
  targetDpi: number,
): PrintQuality {
  const exact = effectiveDpi(pixels, mm);
  const dpi = Math.round(exact);
  const level: QualityLevel = dpi >= MIN_PRINT_DPI ? 'ok' : dpi >= TOO_LOW_DPI ? 'warning' : 'too-low';
  return {
    dpi,
    percent: Math.round((exact / targetDpi) * 100),
    level,
    maxMm: { width: maxPrintWidthMm(pixels.width), height: maxPrintWidthMm(pixels.height) },
  };
}

/** Pixel size of a print file: the print area and its bleed at `dpi`, physical size. */
export function printPixels(area: { widthMm: number; heightMm: number; bleedMm: number }, dpi: number): { width: number; height: number } {
  const px = (mm: number) => Math.round(((mm + area.bleedMm * 2) / MM_PER_INCH) * dpi);
  return { width: px(area.widthMm), height: px(area.heightMm) };
}
