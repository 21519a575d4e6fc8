/**
 * Adds an uploaded photo: checked first in the browser (type, size), then sent as picked to
 * POST /api/dyo/photos/, which converts HEIC/HEIF, turns it upright, keeps the full-resolution
 * original for the print and answers a screen-sized copy for the editor (server/dyo/photos.ts).
 */
import type { PhotoOriginal } from '@/lib/dyo/design-document';
import { checkUpload, uploadType, type UploadProblem } from '@/lib/dyo/upload-rules';

interface ReadImage {
  /** The editor's screen-sized copy (a data URL) and its pixel size. */
  src: string;
  naturalWidth: number;
  naturalHeight: number;
  /** The stored full-resolution original the print uses. */
  original: PhotoOriginal;
}

export type ReadResult = { ok: true; image: ReadImage } | { ok: false; problem: UploadProblem };

/** The app's photo upload (services/api-client/dyo.ts#uploadPhoto), injected so tests can answer it. */
export type UploadPhoto = (image: string) => Promise<{ photoId: string; width: number; height: number; src: string; srcWidth: number; srcHeight: number }>;

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/** The answer's status as the shopper's problem: 413 too many bytes, 400 "Image too large" too many pixels, other 400 unreadable. */
export function problemOf(error: unknown): UploadProblem {
  const e = error as { status?: number; message?: string } | null;
  if (e?.status === 413) return 'too-large';
  if (e?.status === 400) return e.message === 'Image too large' ? 'too-many-pixels' : 'unreadable';
  return 'failed';
}

/** `upload` sends the data URL to the app (store/dyo-photos.ts#uploadDesignPhoto). */
export async function readUpload(file: File, upload: UploadPhoto): Promise<ReadResult> {
  const problem = checkUpload(file);
  if (problem) return { ok: false, problem };
  let data: string;
  try {
    const url = await readAsDataUrl(file);
    // The browser's own type may be empty (HEIC on most desktops): say what the file is.
    data = `data:${uploadType(file)};base64,${url.slice(url.indexOf(',') + 1)}`;
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  try {
    const photo = await upload(data);
    return {
      ok: true,
      image: { src: photo.src, naturalWidth: photo.srcWidth, naturalHeight: photo.srcHeight, original: { id: photo.photoId, width: photo.width, height: photo.height } },
    };
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  }
}
