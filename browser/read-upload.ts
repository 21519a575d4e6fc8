/**
 * Adds an uploaded photo: checked first in the browser (type, size), then sent as picked, as the
 * request's binary body, to POST /api/dyo/photos/, which converts HEIC/HEIF, turns it upright, keeps
 * the full-resolution original for the print and answers a screen-sized copy for the editor
 * (server/dyo/photos.ts). The upload reports its progress and can be cancelled.
 */
import type { PhotoOriginal } from '@/lib/dyo/design-document';
import { isHttpError } from '@/lib/http/errors';
import { checkUpload, uploadType, type UploadProblem } from '@/lib/dyo/upload-rules';

interface ReadImage {
  /** The editor's screen-sized copy (a data URL) and its pixel size. */
  src: string;
  naturalWidth: number;
  naturalHeight: number;
  /** The stored full-resolution original the print uses. */
  original: PhotoOriginal;
}

export type ReadResult = { ok: true; image: ReadImage } | { ok: false; problem: UploadProblem } | { ok: false; cancelled: true };

export interface UploadOptions {
  /** Fractions 0…1 of the file sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** The app's photo upload (services/api-client/dyo-photo.ts through store/dyo-photos.ts), injected so tests can answer it. */
export type UploadPhoto = (
  file: File,
  type: string | null,
  options: UploadOptions,
) => Promise<{ photoId: string; width: number; height: number; src: string; srcWidth: number; srcHeight: number }>;

/** The answer's status as the shopper's problem: 413 too many bytes, 400 "Image too large" too many pixels, other 400 unreadable. */
export function problemOf(error: unknown): UploadProblem {
  const e = error as { status?: number; message?: string } | null;
  if (e?.status === 413) return 'too-large';
  if (e?.status === 400) return e.message === 'Image too large' ? 'too-many-pixels' : 'unreadable';
  return 'failed';
}

/** `upload` sends the file to the app (store/dyo-photos.ts#uploadDesignPhoto). */
export async function readUpload(file: File, upload: UploadPhoto, options: UploadOptions = {}): Promise<ReadResult> {
  const problem = checkUpload(file);
  if (problem) return { ok: false, problem };
  // The browser's own type may be empty (HEIC on most desktops): say what the file is, when the name tells.
  const type = uploadType(file);
  try {
    const photo = await upload(file, type, options);
    return {
      ok: true,
      image: {
        src: photo.src,
        naturalWidth: photo.srcWidth,
        naturalHeight: photo.srcHeight,
        original: { id: photo.photoId, width: photo.width, height: photo.height },
      },
    };
  } catch (error) {
    if (options.signal?.aborted || (isHttpError(error) && error.kind === 'aborted')) return { ok: false, cancelled: true };
    return { ok: false, problem: problemOf(error) };
  }
}
