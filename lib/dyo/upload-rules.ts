/**
 * What an upload may be, checked in the browser before it is sent, and again on the server (server/dyo/photos.ts; the same numbers). The
 * original is kept for the print render up to MAX_UPLOAD_BYTES and MAX_UPLOAD_PIXELS; the editor draws a screen-sized copy.
 */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];
/** Bytes of one uploaded photo: 25 MB holds a 48-megapixel phone photo as JPEG or HEIC. */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
/** Pixels of one photo: 50 megapixels (8660 × 5773), more than any phone camera's full-size picture. */
export const MAX_UPLOAD_PIXELS = 50_000_000;
/** Longest side of the editor's screen-sized copy (the print uses the original). */
export const MAX_STORED_IMAGE_SIDE = 2000;

export type UploadProblem = 'wrong-type' | 'too-large' | 'too-many-pixels' | 'empty' | 'unreadable' | 'failed';

/** The file's image type: its own, or from its name when the browser gives none (desktops other than Safari send no HEIC type). */
export function uploadType(file: { type: string; name?: string }): AcceptedImageType | null {
  if ((ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return file.type as AcceptedImageType;
  if (file.type !== '' && file.type !== 'application/octet-stream') return null;
  const ext = /\.([a-z]+)$/i.exec(file.name ?? '')?.[1]?.toLowerCase();
  const byExt: Record<string, AcceptedImageType> = {
    heic: 'image/heic',
    heif: 'image/heif',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    png: 'image/png',
    webp: 'image/webp',
  };
  return (ext && byExt[ext]) || null;
}

export function checkUpload(file: { type: string; size: number; name?: string }): UploadProblem | null {
  if (!uploadType(file)) return 'wrong-type';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_UPLOAD_BYTES) return 'too-large';
  return null;
}
