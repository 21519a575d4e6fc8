/**
 * Reads an uploaded image in the browser: checked first (type, size), decoded,
 * scaled down when huge, and turned into a data URL. Nothing is sent anywhere.
 */
import { checkUpload, storedSize, type UploadProblem } from './upload-rules';

export interface ReadImage {
  src: string;
  naturalWidth: number;
  naturalHeight: number;
}

export type ReadResult = { ok: true; image: ReadImage } | { ok: false; problem: UploadProblem | 'unreadable' };

function decode(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('not an image'));
    image.src = url;
  });
}

export async function readUpload(file: File): Promise<ReadResult> {
  const problem = checkUpload(file);
  if (problem) return { ok: false, problem };
  const url = URL.createObjectURL(file);
  try {
    const image = await decode(url);
    const size = storedSize(image.naturalWidth, image.naturalHeight);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const ctx = canvas.getContext('2d');
    if (!ctx || size.width === 0) return { ok: false, problem: 'unreadable' };
    ctx.drawImage(image, 0, 0, size.width, size.height);
    // JPEG photos stay JPEG (small); PNG and WebP become PNG to keep transparency.
    const src = file.type === 'image/jpeg' ? canvas.toDataURL('image/jpeg', 0.9) : canvas.toDataURL('image/png');
    return { ok: true, image: { src, naturalWidth: size.width, naturalHeight: size.height } };
  } catch {
    return { ok: false, problem: 'unreadable' };
  } finally {
    URL.revokeObjectURL(url);
  }
}
