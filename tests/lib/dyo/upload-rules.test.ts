import { problemOf } from '@/browser/read-upload';
import { checkUpload, MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS, uploadType } from '@/lib/dyo/upload-rules';
import { IMAGE_LIMITS } from '@/server/dyo/image-limits';
import { DESIGN_LIMITS } from '@/services/dyo/types';

describe('upload rules', () => {
  it.each([
    [{ type: 'image/png', size: 1000 }, null],
    [{ type: 'image/jpeg', size: MAX_UPLOAD_BYTES }, null],
    [{ type: 'image/webp', size: 10 }, null],
    [{ type: 'image/heic', size: 10 }, null],
    [{ type: 'image/heif', size: 10 }, null],
    // Chrome and Firefox on a desktop know no HEIC type: the name says it.
    [{ type: '', size: 10, name: 'IMG_0042.HEIC' }, null],
    [{ type: 'application/octet-stream', size: 10, name: 'photo.heif' }, null],
    [{ type: 'image/gif', size: 10 }, 'wrong-type'],
    [{ type: 'image/gif', size: 10, name: 'x.heic' }, 'wrong-type'],
    [{ type: 'image/svg+xml', size: 10 }, 'wrong-type'],
    [{ type: '', size: 10 }, 'wrong-type'],
    [{ type: '', size: 10, name: 'notes.txt' }, 'wrong-type'],
    [{ type: 'image/png', size: MAX_UPLOAD_BYTES + 1 }, 'too-large'],
    [{ type: 'image/png', size: 0 }, 'empty'],
  ])('%p → %p', (file, problem) => {
    expect(checkUpload(file)).toBe(problem);
  });

  it('names the type of a file without one from its extension', () => {
    expect(uploadType({ type: '', name: 'a.HEIC' })).toBe('image/heic');
    expect(uploadType({ type: '', name: 'a.jpg' })).toBe('image/jpeg');
    expect(uploadType({ type: 'image/png', name: 'a.heic' })).toBe('image/png');
  });

  it('keeps originals up to 25 MB and 50 megapixels, the same numbers the server holds photos to', () => {
    expect(MAX_UPLOAD_BYTES).toBe(25 * 1024 * 1024);
    expect(MAX_UPLOAD_PIXELS).toBe(50_000_000);
    expect(IMAGE_LIMITS.pixelsPerImage).toBe(MAX_UPLOAD_PIXELS);
    expect(DESIGN_LIMITS.photoBytes).toBe(MAX_UPLOAD_BYTES);
  });

  it('words the server answer as the shopper problem', () => {
    expect(problemOf({ status: 413, message: 'Image too large' })).toBe('too-large');
    expect(problemOf({ status: 400, message: 'Image too large' })).toBe('too-many-pixels');
    expect(problemOf({ status: 400, message: 'Invalid image' })).toBe('unreadable');
    expect(problemOf({ status: 502 })).toBe('failed');
    expect(problemOf(new TypeError('Failed to fetch'))).toBe('failed');
  });
});
