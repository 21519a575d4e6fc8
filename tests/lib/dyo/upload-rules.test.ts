import { checkUpload, MAX_UPLOAD_BYTES, storedSize } from '@/lib/dyo/upload-rules';

describe('upload rules', () => {
  it.each([
    [{ type: 'image/png', size: 1000 }, null],
    [{ type: 'image/jpeg', size: MAX_UPLOAD_BYTES }, null],
    [{ type: 'image/webp', size: 10 }, null],
    [{ type: 'image/gif', size: 10 }, 'wrong-type'],
    [{ type: 'image/svg+xml', size: 10 }, 'wrong-type'],
    [{ type: '', size: 10 }, 'wrong-type'],
    [{ type: 'image/png', size: MAX_UPLOAD_BYTES + 1 }, 'too-large'],
    [{ type: 'image/png', size: 0 }, 'empty'],
  ])('%p → %p', (file, problem) => {
    expect(checkUpload(file)).toBe(problem);
  });

  it('scales huge images down to 2000 px on the long side', () => {
    expect(storedSize(4000, 3000)).toEqual({ width: 2000, height: 1500 });
    expect(storedSize(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
