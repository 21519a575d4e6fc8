/** What an upload may be: checked in the browser before the image is read. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Longest side kept in the design: larger photos are scaled down (still over 300 DPI on a phone cover). */
export const MAX_STORED_IMAGE_SIDE = 2000;

export type UploadProblem = 'wrong-type' | 'too-large' | 'empty';

export function checkUpload(file: { type: string; size: number }): UploadProblem | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'wrong-type';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_UPLOAD_BYTES) return 'too-large';
  return null;
}

/** The size an image is stored at: unchanged when small enough, else scaled so its longest side is `max`. */
export function storedSize(width: number, height: number, max = MAX_STORED_IMAGE_SIDE): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= max) return { width, height };
  const f = max / longest;
  return { width: Math.round(width * f), height: Math.round(height * f) };
}
