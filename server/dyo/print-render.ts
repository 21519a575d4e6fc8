/**
 * The print file, rendered on the server at 300 DPI and physical size by the same drawing code and font files as the
 * browser, so the print matches the preview (docs/design-your-own.md#saving-and-printing).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createCanvas, GlobalFonts, Image, loadImage, type Canvas } from '@napi-rs/canvas';
import Konva from 'konva';
import sharp from 'sharp';
import type { DesignDocument, GarmentSide } from '@/lib/dyo/design-document';
import { designGroup, type ImageLoader, type ImageSource } from '@/canvas/design-nodes';
import { DYO_FONTS } from '@/canvas/fonts';
import { MM_PER_INCH, printPixels } from '@/lib/dyo/print-quality';
import { observeDyoRender } from '@/lib/ops/observe';
import type { ProductTemplate } from '@/lib/dyo/templates';
import type { PrintSpec } from '@/services/dyo/types';
import { SRGB_PROFILE_NAME, withSrgbProfile } from './srgb-profile';

/** The @fontsource subsets a face may have; the browser loads the one a character needs by its unicode-range. */
const FONT_SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'vietnamese'] as const;

/** @fontsource package of each DYO family (the browser loads the same files). */
const fontPackage = (family: string): string => family.toLowerCase().replace(/ /g, '-');

let ready = false;

/** Points Konva at the Node canvas backend and registers the fonts, once per process. */
export function setUpServerKonva(fontRoot = path.join(process.cwd(), 'node_modules', '@fontsource')): void {
  if (ready) return;
  ready = true;
  Konva.Util.createCanvasElement = () => {
    const canvas = createCanvas(300, 300) as Canvas & { style?: object };
    canvas.style ??= {};
    return canvas as unknown as HTMLCanvasElement;
  };
  Konva.Util.createImageElement = () => new Image() as unknown as HTMLImageElement;
  // A print is drawn once, by toCanvas: no layer redraw scheduled after each add (it ran after the render was done).
  Konva.autoDrawEnabled = false;
  for (const family of DYO_FONTS) {
    const pkg = fontPackage(family);
    // Every subset the editor's faces offer (components/dyo/editor/font-faces.ts), latin first.
    for (const subset of FONT_SUBSETS) {
      const file = path.join(fontRoot, pkg, 'files', `${pkg}-${subset}-400-normal.woff2`);
      if (existsSync(file)) GlobalFonts.registerFromPath(file, family);
    }
  }
}

/** A layer's image that the canvas backend could not decode (a broken or lying file): the shopper's input, not a server fault. */
export class UndecodableImageError extends Error {
  constructor(cause: unknown) {
    super('The image cannot be decoded', { cause });
  }
}

/** Layers' images are data URLs in the document: decoded by the canvas backend (after server/dyo/image-limits.ts checked their size). */
const serverImage: ImageLoader = async (src) => {
  try {
    return (await loadImage(src)) as unknown as ImageSource;
  } catch (error) {
    throw new UndecodableImageError(error);
  }
};

/** One side's print image: the print area and its bleed at `dpi` (the product's print DPI unless given), PNG bytes. */
export async function renderPrintPng(
  document: DesignDocument,
  side: GarmentSide,
  template: ProductTemplate,
  dpi = template.area.printDpi,
): Promise<Buffer> {
  setUpServerKonva();
  const { widthMm: w, heightMm: h, bleedMm: b } = template.area;
  const pxPerMm = dpi / MM_PER_INCH;
  const size = printPixels(template.area, dpi);
  const stage = new Konva.Stage({ width: w + b * 2, height: h + b * 2 });
  try {
    const layer = new Konva.Layer();
    const group = await designGroup(document, side, template, serverImage, pxPerMm, b);
    group.position({ x: b, y: b });
    layer.add(group);
    stage.add(layer);
    let canvas = stage.toCanvas({ pixelRatio: pxPerMm, width: w + b * 2, height: h + b * 2 }) as unknown as Canvas;
    if (canvas.width !== size.width || canvas.height !== size.height) {
      // Konva rounds the stage size times the ratio; the file must be exactly the physical size.
      const exact = createCanvas(size.width, size.height);
      exact.getContext('2d').drawImage(canvas, 0, 0, size.width, size.height);
      canvas = exact;
    }
    return printPng(canvas, dpi);
  } finally {
    stage.destroy();
  }
}

/** The canvas's pixels as a PNG with the sRGB IEC61966-2.1 profile embedded (server/dyo/srgb-profile.ts) and `dpi` in its pHYs chunk. */
async function printPng(canvas: Canvas, dpi: number): Promise<Buffer> {
  const { data, width, height } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  const png = await sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } })
    .withMetadata({ density: dpi })
    .png({ compressionLevel: 6 })
    .toBuffer();
  return withSrgbProfile(png);
}

/** What goes beside a print file: its pixel size and DPI, the bleed and the cut line (print.json). */
export function printSpecOf(template: ProductTemplate, dpi = template.area.printDpi): PrintSpec {
  const { widthMm, heightMm, bleedMm, radiusMm, safeMm, cutout } = template.area;
  const size = printPixels(template.area, dpi);
  const px = (mm: number) => Math.round((mm / MM_PER_INCH) * dpi);
  return {
    dpi,
    colourProfile: SRGB_PROFILE_NAME,
    widthPx: size.width,
    heightPx: size.height,
    trimMm: { width: widthMm, height: heightMm },
    bleedMm,
    cut: {
      xPx: px(bleedMm),
      yPx: px(bleedMm),
      widthPx: px(widthMm),
      heightPx: px(heightMm),
      cornerRadiusPx: px(radiusMm),
      cornerRadiusMm: radiusMm,
    },
    safeMm,
    ...(cutout ? { cutoutMm: { ...cutout } } : {}),
  };
}

/** As a PNG data URL (the design service's wire format). */
export async function renderPrintDataUrl(
  document: DesignDocument,
  side: GarmentSide,
  template: ProductTemplate,
  dpi?: number,
): Promise<string> {
  return `data:image/png;base64,${(await observeDyoRender(() => renderPrintPng(document, side, template, dpi))).toString('base64')}`;
}
