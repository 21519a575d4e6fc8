/**
 * Uploaded photos: the original is kept at full resolution for the print, the editor gets a screen-sized copy; the
 * size is read before any pixel is decoded and HEIC is decoded off the event loop (docs/design-your-own.md#photos).
 */
import sharp from 'sharp';
import { bulkhead, isBulkheadRejectedError } from 'cockatiel';
import { MAX_STORED_IMAGE_SIDE, MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS } from '@/lib/dyo/upload-rules';
import { ApiError } from '../api-handlers/handler';
import { decodeHeic } from './heic';
import { exifOrientation, hasHeifTransforms, orient } from './heif-orientation';

const PHOTOS_AT_ONCE = 2;
const photos = bulkhead(PHOTOS_AT_ONCE, 4);

type PhotoFormat = 'jpeg' | 'png' | 'webp';

export interface PreparedPhoto {
  /** The original, upright, in a format the print render decodes. */
  original: Buffer;
  format: PhotoFormat;
  width: number;
  height: number;
  /** The editor's copy: longest side at most MAX_STORED_IMAGE_SIDE, as a data URL. */
  screen: { src: string; width: number; height: number };
}

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

/** An ISO-BMFF file whose major brand is a HEIF image brand (AVIF is not one: sharp reads it). */
export function isHeif(bytes: Buffer): boolean {
  return (
    bytes.length >= 12 &&
    bytes.toString('latin1', 4, 8) === 'ftyp' &&
    HEIF_BRANDS.has(bytes.toString('latin1', 8, 12).replace('\0', ' ').trim())
  );
}

const tooManyPixels = () => new ApiError(400, 'Image too large');
const invalid = () => new ApiError(400, 'Invalid image');
const busy = () => new ApiError(503, 'Busy', { 'Retry-After': '5' });

async function fromHeif(bytes: Buffer): Promise<{ original: Buffer; format: PhotoFormat }> {
  // Decoded in a worker thread (server/dyo/heic.ts): the event loop keeps serving while libheif works.
  const image = await decodeHeic(bytes, MAX_UPLOAD_PIXELS);
  if ('error' in image) throw image.error === 'too-large' ? tooManyPixels() : image.error === 'timeout' ? busy() : invalid();
  // The header's EXIF (sharp reads a HEIF's header; its prebuilt libvips cannot decode HEVC).
  const exif = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .then(
      (m) => m.exif,
      () => undefined,
    );
  const orientation = hasHeifTransforms(bytes) ? 1 : exifOrientation(exif);
  const pixels = sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
    raw: { width: image.width, height: image.height, channels: 4 },
  });
  const original = await orient(pixels, orientation).removeAlpha().jpeg({ quality: 92 }).toBuffer();
  return { original, format: 'jpeg' };
}

async function fromImage(bytes: Buffer): Promise<{ original: Buffer; format: PhotoFormat }> {
  let meta;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw invalid();
  }
  const format = meta.format;
  if ((format !== 'jpeg' && format !== 'png' && format !== 'webp') || !meta.width || !meta.height) throw invalid();
  if (meta.width * meta.height > MAX_UPLOAD_PIXELS) throw tooManyPixels();
  if (!meta.orientation || meta.orientation === 1) return { original: bytes, format };
  try {
    const upright = sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS }).rotate();
    const original = await (
      format === 'jpeg' ? upright.jpeg({ quality: 92 }) : format === 'png' ? upright.png() : upright.webp({ quality: 92 })
    ).toBuffer();
    return { original, format };
  } catch {
    throw invalid();
  }
}

/** Checks, converts and turns upright one uploaded file; ApiError 400 (invalid, too many pixels), 413 (too many bytes) or 503 (busy). */
export async function preparePhoto(bytes: Buffer): Promise<PreparedPhoto> {
  if (bytes.length === 0) throw invalid();
  if (bytes.length > MAX_UPLOAD_BYTES) throw new ApiError(413, 'Image too large');
  try {
    return await photos.execute(async () => {
      const { original, format } = isHeif(bytes) ? await fromHeif(bytes) : await fromImage(bytes);
      const meta = await sharp(original, { limitInputPixels: MAX_UPLOAD_PIXELS }).metadata();
      const copy = sharp(original, { limitInputPixels: MAX_UPLOAD_PIXELS }).resize({
        width: MAX_STORED_IMAGE_SIDE,
        height: MAX_STORED_IMAGE_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      });
      const alpha = meta.hasAlpha === true;
      const { data, info } = await (alpha ? copy.png() : copy.jpeg({ quality: 88 })).toBuffer({ resolveWithObject: true });
      return {
        original,
        format,
        width: meta.width ?? 0,
        height: meta.height ?? 0,
        screen: { src: `data:image/${alpha ? 'png' : 'jpeg'};base64,${data.toString('base64')}`, width: info.width, height: info.height },
      };
    });
  } catch (error) {
    if (isBulkheadRejectedError(error)) throw busy();
    throw error;
  }
}
