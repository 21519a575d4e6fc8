/** @jest-environment node */
/**
 * Full-resolution photos end to end on the server, against the real local services:
 * POST /api/dyo/photos/ keeps the original and answers a 2000 px screen copy; a design whose
 * image layer names the original is printed from it (not from the copy); the print file is a
 * PNG with pHYs 300 DPI and an embedded sRGB profile, and print.json beside it has the bleed and
 * the cut line.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { FIXTURES } from '@/dev-services/seed/fixtures';
import { emptyDesign, serializeDesign, type DesignDocument, type ImageLayer } from '@/lib/dyo/design-document';
import designsHandler from '@/pages/api/dyo/designs/index';
import photosHandler from '@/pages/api/dyo/photos/index';
import type { PrintSpec, UploadPhotoResponse } from '@/services/dyo/types';
import { startServicesForFile } from '../helpers/dev-services';
import { createMocks } from './api-mocks';
import { photoRequest } from './photo-request';

jest.setTimeout(120_000);

const services = startServicesForFile();
beforeAll(() => {
  process.env.SHOP_API_URL = `${services().url}/`;
});

const PREVIEW = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

async function call(handler: typeof designsHandler, payload: unknown, ip: string) {
  const { req, res } = createMocks('POST', payload);
  (req as unknown as { socket: { remoteAddress: string } }).socket = { remoteAddress: ip };
  await handler(req, res);
  return res;
}

async function upload(body: Buffer, type: string, ip: string) {
  const { res } = createMocks('POST', undefined);
  await photosHandler(photoRequest(body, { 'content-type': type }, ip), res);
  return res;
}

/** PNG chunks by type (the first of each). */
function chunks(png: Buffer): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  let at = 8;
  while (at + 8 <= png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    if (!out.has(type)) out.set(type, png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  return out;
}

/** 4000 × 3000 px of one-pixel vertical stripes: detail a 2000 px copy cannot hold (it averages to grey). */
async function stripes(): Promise<Buffer> {
  const w = 4000;
  const h = 3000;
  const row = Buffer.alloc(w * 3);
  for (let x = 0; x < w; x++) row.fill(x % 2 ? 235 : 20, x * 3, x * 3 + 3);
  const data = Buffer.concat(Array.from({ length: h }, () => row));
  return sharp(data, { raw: { width: w, height: h, channels: 3 } })
    .png()
    .toBuffer();
}

/** Mean absolute difference between horizontal neighbours inside a box of a PNG (detail). */
async function detail(png: Buffer, box: { left: number; top: number; width: number; height: number }): Promise<number> {
  const { data, info } = await sharp(png).extract(box).removeAlpha().greyscale().raw().toBuffer({ resolveWithObject: true });
  let sum = 0;
  for (let y = 0; y < info.height; y++)
    for (let x = 1; x < info.width; x++) sum += Math.abs(data[y * info.width + x]! - data[y * info.width + x - 1]!);
  return sum / (info.height * (info.width - 1));
}

describe('POST /api/dyo/photos/', () => {
  let uploaded: UploadPhotoResponse['data'];

  beforeAll(async () => {
    const res = await upload(await stripes(), 'image/png', '10.8.0.1');
    expect(res.statusCode).toBe(201);
    uploaded = (res.jsonBody() as UploadPhotoResponse).data;
  });

  it('keeps the original at its full size and answers a 2000 px screen copy', () => {
    expect(uploaded).toMatchObject({ width: 4000, height: 3000, srcWidth: 2000, srcHeight: 1500 });
    expect(services().state.photos.get(uploaded.photoId)?.contentType).toBe('image/png');
    expect(uploaded.src.length).toBeLessThan(3_000_000);
  });

  it('converts a HEIC upload', async () => {
    const heic = readFileSync(path.join(__dirname, '..', 'server', 'dyo', 'fixtures', 'sideways.heic'));
    const res = await upload(heic, 'image/heic', '10.8.0.2');
    expect(res.statusCode).toBe(201);
    const data = (res.jsonBody() as UploadPhotoResponse).data;
    expect(data).toMatchObject({ width: 64, height: 96 });
    expect(services().state.photos.get(data.photoId)?.contentType).toBe('image/jpeg');
  });

  it('takes a file sent as application/octet-stream (a desktop browser gives a HEIC no type)', async () => {
    const heic = readFileSync(path.join(__dirname, '..', 'server', 'dyo', 'fixtures', 'sideways.heic'));
    const res = await upload(heic, 'application/octet-stream', '10.8.0.4');
    expect(res.statusCode).toBe(201);
    expect((res.jsonBody() as UploadPhotoResponse).data).toMatchObject({ width: 64, height: 96 });
  });

  it.each([
    ['an SVG', Buffer.from('<svg></svg>'), 'image/png', 400, 'Invalid image'],
    ['bytes that are no image under a JPEG type', Buffer.from('hello world'), 'image/jpeg', 400, 'Invalid image'],
    ['an empty body', Buffer.alloc(0), 'image/jpeg', 400, 'Invalid image'],
    ['a file over 25 MB', Buffer.alloc(25 * 1024 * 1024 + 1), 'image/jpeg', 413, 'Image too large'],
    [
      'the old base64 JSON body',
      Buffer.from(JSON.stringify({ image: PREVIEW })),
      'application/json',
      415,
      expect.stringContaining('Content-Type must be image/jpeg'),
    ],
    ['a form post', Buffer.from('image=x'), 'application/x-www-form-urlencoded', 415, expect.stringContaining('Content-Type must be')],
  ])('refuses %s', async (_, body, type, status, message) => {
    const res = await upload(body, type, '10.8.0.3');
    expect(res.statusCode).toBe(status);
    expect(res.jsonBody()).toEqual({ message });
  });

  describe('a design printed from the original', () => {
    // The photo across a t-shirt's front (280 mm at 300 DPI = 3307 px), as the editor places it.
    const layer = (withOriginal: boolean): ImageLayer => ({
      id: 'photo',
      type: 'image',
      src: uploaded.src,
      naturalWidth: uploaded.srcWidth,
      naturalHeight: uploaded.srcHeight,
      ...(withOriginal ? { original: { id: uploaded.photoId, width: uploaded.width, height: uploaded.height } } : {}),
      x: 140,
      y: 180,
      width: 280,
      height: 210,
      rotation: 0,
    });
    const save = async (withOriginal: boolean, ip: string) => {
      const document: DesignDocument = {
        ...emptyDesign('clothes', FIXTURES.dyoClothesArticleId),
        sides: { front: [layer(withOriginal)], back: [] },
      };
      const res = await call(
        designsHandler,
        { articleId: document.articleId, kind: document.kind, document: serializeDesign(document), previewImage: PREVIEW },
        ip,
      );
      expect(res.statusCode).toBe(201);
      return services().state.designs.get((res.jsonBody() as { data: { dyoId: string } }).data.dyoId)!;
    };

    it('keeps at least 3000 of the original 4000 px across the print, with detail the screen copy has lost', async () => {
      const design = await save(true, '10.8.1.1');
      const fromCopy = await save(false, '10.8.1.2');
      const size = await sharp(design.printFront).metadata();
      expect(size.width).toBe(3307);
      // The photo spans the print's width: 3307 print pixels of it, from 4000 original pixels (363 dpi).
      const box = { left: 100, top: 1000, width: 3100, height: 200 };
      const sharpDetail = await detail(design.printFront, box);
      const copyDetail = await detail(fromCopy.printFront, box);
      expect(sharpDetail).toBeGreaterThan(40);
      expect(sharpDetail).toBeGreaterThan(copyDetail * 4);
    });

    it('is a PNG with pHYs 300 DPI (11811 px/m) and an embedded sRGB profile, with print.json beside it', async () => {
      const design = await save(true, '10.8.1.3');
      const c = chunks(design.printFront);
      const phys = c.get('pHYs')!;
      expect({ x: phys.readUInt32BE(0), y: phys.readUInt32BE(4), unit: phys[8] }).toEqual({ x: 11811, y: 11811, unit: 1 });
      const iccp = c.get('iCCP')!;
      const nul = iccp.indexOf(0);
      const profile = inflateSync(iccp.subarray(nul + 2));
      expect(profile.toString('latin1', 36, 40)).toBe('acsp');
      expect(profile.toString('latin1', 16, 20)).toBe('RGB ');
      expect(profile.toString('latin1')).toMatch(/s\0?R\0?G\0?B/);
      const spec = JSON.parse(design.specFront!) as PrintSpec;
      expect(spec).toMatchObject({
        dpi: 300,
        colourProfile: 'sRGB IEC61966-2.1',
        widthPx: 3307,
        heightPx: 4252,
        bleedMm: 0,
        trimMm: { width: 280, height: 360 },
      });
      expect(spec.cut).toMatchObject({ xPx: 0, yPx: 0, widthPx: 3307, heightPx: 4252 });
    });

    it('puts the phone cover bleed and cut line in print.json', async () => {
      const document: DesignDocument = {
        ...emptyDesign('phone-cover', FIXTURES.dyoCasesArticleId),
        sides: { front: [{ ...layer(true), x: 37, y: 77, width: 212, height: 159 }] },
      };
      const res = await call(
        designsHandler,
        { articleId: document.articleId, kind: document.kind, document: serializeDesign(document), previewImage: PREVIEW },
        '10.8.1.4',
      );
      expect(res.statusCode).toBe(201);
      const design = services().state.designs.get((res.jsonBody() as { data: { dyoId: string } }).data.dyoId)!;
      const spec = JSON.parse(design.specFront!) as PrintSpec;
      const size = await sharp(design.printFront).metadata();
      expect({ w: spec.widthPx, h: spec.heightPx }).toEqual({ w: size.width, h: size.height });
      expect(spec.bleedMm).toBe(2);
      // 2 mm at 300 DPI.
      expect(spec.cut.xPx).toBe(24);
      expect(spec.cut.widthPx + 2 * spec.cut.xPx).toBeCloseTo(spec.widthPx, -1);
      expect(spec.cut.cornerRadiusMm).toBeGreaterThan(0);
      expect(spec.cutoutMm).toBeDefined();
      expect(size.density).toBe(300);
    });
  });
});
