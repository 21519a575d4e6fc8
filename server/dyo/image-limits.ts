/**
 * What a saved design's photos may cost the server, read from their headers before any pixel is decoded, so a small file declaring a huge
 * canvas is a 400, not 1.6 GB of memory (docs/security.md#photo-uploads).
 */
import sharp from 'sharp';
import type { DesignDocument, ImageLayer } from '@/lib/dyo/design-document';
import { MAX_UPLOAD_PIXELS } from '@/lib/dyo/upload-rules';
import { ApiError } from '../api-handlers/handler';

export const IMAGE_LIMITS = {
  /** Pixels of one photo: 50 megapixels (8660 × 5773), more than any phone camera's full-size picture. */
  pixelsPerImage: MAX_UPLOAD_PIXELS,
  /** Photos in one design, over every side. */
  imagesPerDesign: 12,
  /** Pixels of every photo of one design together. */
  pixelsPerDesign: 100_000_000,
} as const;

const DATA_URL = /^data:image\/(png|jpeg|webp);base64,/;

function imageLayers(document: DesignDocument): ImageLayer[] {
  return [...document.sides.front, ...(document.sides.back ?? [])].filter((layer): layer is ImageLayer => layer.type === 'image');
}

/** Width and height from the image's header; ApiError 400 when it has none that sharp can read, or the wrong type. */
export async function headerSize(src: string): Promise<{ width: number; height: number }> {
  const match = DATA_URL.exec(src);
  if (!match) throw new ApiError(400, 'Invalid image');
  try {
    const meta = await sharp(Buffer.from(src.slice(match[0].length), 'base64'), { limitInputPixels: false }).metadata();
    if (meta.format !== match[1] || !meta.width || !meta.height) throw new Error(`format ${meta.format ?? 'unknown'}`);
    return { width: meta.width, height: meta.height };
  } catch {
    throw new ApiError(400, 'Invalid image');
  }
}

/** Refuses (ApiError 400) a design with too many photos, a photo over the pixel limit, or too many pixels in all. */
export async function assertImageBudget(document: DesignDocument): Promise<void> {
  const layers = imageLayers(document);
  if (layers.length > IMAGE_LIMITS.imagesPerDesign) throw new ApiError(400, 'Too many images');
  let total = 0;
  for (const layer of layers) {
    const { width, height } = await headerSize(layer.src);
    const pixels = width * height;
    if (pixels > IMAGE_LIMITS.pixelsPerImage) throw new ApiError(400, 'Image too large');
    total += pixels;
    if (total > IMAGE_LIMITS.pixelsPerDesign) throw new ApiError(400, 'Images too large');
  }
}
