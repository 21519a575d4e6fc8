/**
 * Uploaded photos on the server: HEIC converted, EXIF orientation applied, sizes bounded from
 * the header, a screen copy beside the untouched original.
 *
 * Fixtures (tests/server/dyo/fixtures/): `sideways.jpg` is 96 × 64 px, red on its left half and
 * blue on its right, with EXIF orientation 6 (shown turned 90° clockwise: 64 × 96, red on top);
 * `sideways.heic` is the same JPEG encoded by `heif-enc -q 90` (libheif 1.15.1, Debian's
 * libheif-examples), which keeps the EXIF orientation and adds no irot property.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ApiError } from '@/server/api-handlers/handler';
import { exifOrientation, hasHeifTransforms } from '@/server/dyo/heif-orientation';
import { isHeif, preparePhoto } from '@/server/dyo/photos';
import { MAX_STORED_IMAGE_SIDE, MAX_UPLOAD_BYTES } from '@/lib/dyo/upload-rules';

jest.setTimeout(60_000);

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name));

/** Mean colour of a horizontal band (fractions of the height) of an encoded image. */
async function band(image: Buffer, from: number, to: number): Promise<{ r: number; b: number }> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let r = 0;
  let b = 0;
  let n = 0;
  for (let y = Math.floor(info.height * from); y < Math.floor(info.height * to); y++) {
    for (let x = 0; x < info.width; x++) {
      r += data[(y * info.width + x) * 3]!;
      b += data[(y * info.width + x) * 3 + 2]!;
      n++;
    }
  }
  return { r: r / n, b: b / n };
}

async function expectUprightRedOnTop(image: Buffer) {
  const top = await band(image, 0.05, 0.4);
  const bottom = await band(image, 0.6, 0.95);
  expect(top.r).toBeGreaterThan(150);
  expect(top.b).toBeLessThan(90);
  expect(bottom.b).toBeGreaterThan(150);
  expect(bottom.r).toBeLessThan(90);
}

describe('preparePhoto', () => {
  it('converts a HEIC to JPEG with its EXIF orientation applied', async () => {
    const heic = fixture('sideways.heic');
    expect(isHeif(heic)).toBe(true);
    expect(hasHeifTransforms(heic)).toBe(false);
    const photo = await preparePhoto(heic);
    expect(photo.format).toBe('jpeg');
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 64, height: 96 });
    expect((await sharp(photo.original).metadata()).format).toBe('jpeg');
    await expectUprightRedOnTop(photo.original);
    expect(photo.screen.src.startsWith('data:image/jpeg;base64,')).toBe(true);
  });

  it('turns a JPEG with EXIF orientation 6 upright', async () => {
    const jpeg = fixture('sideways.jpg');
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    const photo = await preparePhoto(jpeg);
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 64, height: 96 });
    await expectUprightRedOnTop(photo.original);
  });

  it('keeps an upright photo byte for byte and makes a screen copy of at most 2000 px', async () => {
    const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#336699' } })
      .jpeg({ quality: 80 })
      .toBuffer();
    const photo = await preparePhoto(big);
    expect(photo.original.equals(big)).toBe(true);
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 4000, height: 3000 });
    expect(photo.screen).toMatchObject({ width: MAX_STORED_IMAGE_SIDE, height: 1500 });
  });

  it('refuses a photo over 50 megapixels from its header, before decoding it', async () => {
    // A 10 kB PNG declaring 10000 × 6000 px (60 MP): decoded it would take 240 MB.
    const { crc32, deflateSync } = await import('node:zlib');
    const chunk = (type: string, body: Buffer) => {
      const head = Buffer.alloc(8);
      head.writeUInt32BE(body.length, 0);
      head.write(type, 4, 'latin1');
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), body])));
      return Buffer.concat([head, body, crc]);
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(10_000, 0);
    ihdr.writeUInt32BE(6_000, 4);
    ihdr.set([8, 2, 0, 0, 0], 8);
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(Buffer.alloc(1_000_000))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    expect(png.length).toBeLessThan(10_000);
    await expect(preparePhoto(png)).rejects.toMatchObject({ status: 400, message: 'Image too large' });
  });

  it('refuses an empty, an undecodable and an oversized file', async () => {
    await expect(preparePhoto(Buffer.alloc(0))).rejects.toBeInstanceOf(ApiError);
    await expect(preparePhoto(Buffer.from('not an image at all'))).rejects.toMatchObject({ status: 400, message: 'Invalid image' });
    // A HEIC whose body is cut off after its header.
    await expect(preparePhoto(fixture('sideways.heic').subarray(0, 200))).rejects.toMatchObject({ status: 400 });
    await expect(preparePhoto(Buffer.alloc(MAX_UPLOAD_BYTES + 1))).rejects.toMatchObject({ status: 413 });
  });
});

describe('HEIF orientation', () => {
  const box = (type: string, ...payload: Buffer[]) => {
    const body = Buffer.concat(payload);
    const head = Buffer.alloc(8);
    head.writeUInt32BE(8 + body.length, 0);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, body]);
  };
  it('sees an irot property, as in an iPhone photo', () => {
    const file = Buffer.concat([
      box('ftyp', Buffer.from('heic\0\0\0\0mif1heic', 'latin1')),
      box('meta', Buffer.alloc(4), box('iprp', box('ipco', box('hvcC'), box('irot', Buffer.from([1]))))),
    ]);
    expect(isHeif(file)).toBe(true);
    expect(hasHeifTransforms(file)).toBe(true);
  });

  it('reads the orientation tag of a big- and a little-endian EXIF block', async () => {
    for (const orientation of [3, 6, 8]) {
      const jpeg = await sharp({ create: { width: 4, height: 2, channels: 3, background: '#000' } })
        .jpeg()
        .withMetadata({ orientation })
        .toBuffer();
      expect(exifOrientation((await sharp(jpeg).metadata()).exif)).toBe(orientation);
    }
    const little = Buffer.from('Exif\0\0II*\0\x08\0\0\0\x01\0\x12\x01\x03\0\x01\0\0\0\x06\0\0\0', 'latin1');
    expect(exifOrientation(little)).toBe(6);
    expect(exifOrientation(Buffer.from('Exif\0\0II*\0\xff\xff\0\0', 'latin1'))).toBe(1);
    expect(exifOrientation(undefined)).toBe(1);
  });
});
