/** @jest-environment node */
import { FIXTURES } from '@/dev-services/seed/fixtures';
import { emptyDesign, serializeDesign, type DesignDocument } from '@/lib/dyo/design-document';
import handler from '@/pages/api/dyo/designs/index';
import { startServicesForFile } from '../helpers/dev-services';
import { createMocks } from './api-mocks';
import { deflateSync, crc32 } from 'node:zlib';
import { IMAGE_LIMITS } from '@/server/dyo/image-limits';
import { SAVES_PER_MINUTE } from '@/server/dyo/save-design';

// Saving renders the 300 DPI print files (a garment side takes a second or two).
jest.setTimeout(60_000);

const services = startServicesForFile();
beforeAll(() => {
  // Read once by serverEnv() on the first call, which is below.
  process.env.SHOP_API_URL = `${services().url}/`;
});

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const text = {
  id: 't',
  type: 'text',
  text: 'Hej',
  fontFamily: 'Mulish',
  fontSize: 10,
  fill: '#000000',
  x: 30,
  y: 30,
  rotation: 0,
} as const;
const cover: DesignDocument = { ...emptyDesign('phone-cover', FIXTURES.dyoCasesArticleId), sides: { front: [text] } };

function body(document: DesignDocument = cover, extra: Record<string, unknown> = {}) {
  return { articleId: document.articleId, kind: document.kind, document: serializeDesign(document), previewImage: PNG, ...extra };
}

async function post(payload: unknown, { ip = '10.9.0.1', cookie }: { ip?: string; cookie?: string } = {}) {
  const { req, res } = createMocks('POST', payload, cookie ? { cookie } : {});
  (req as unknown as { socket: { remoteAddress: string } }).socket = { remoteAddress: ip };
  await handler(req, res);
  return res;
}

/** A PNG whose header declares `width` × `height` and whose data is `data` (deflated), as a data URL. */
function png(width: number, height: number, data: Buffer = deflateSync(Buffer.alloc(height * (1 + width * 4)))): string {
  const chunk = (type: string, body: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(body.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), body])));
    return Buffer.concat([length, Buffer.from(type), body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const file = Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', data),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${file.toString('base64')}`;
}

const photo = (src: string, id = 'p') =>
  ({ id, type: 'image', src, naturalWidth: 10, naturalHeight: 10, width: 20, height: 20, x: 30, y: 30, rotation: 0 }) as const;

describe('POST /api/dyo/designs/', () => {
  it('stores a valid design and answers a same-origin preview URL', async () => {
    const res = await post(body());
    expect(res.statusCode).toBe(201);
    const { data } = res.jsonBody() as { data: { dyoId: string; dyoImageUrl: string } };
    expect(data.dyoImageUrl).toBe(`/api/dyo/designs/${data.dyoId}/preview.png`);
    expect(services().state.designs.get(data.dyoId)?.articleId).toBe(FIXTURES.dyoCasesArticleId);
    // What was designed, for the cart line, computed from the document.
    expect(services().state.designs.get(data.dyoId)?.summary).toEqual({
      sides: [],
      texts: ['Hej'],
      images: 0,
      stickers: 0,
      background: 'white',
    });
  });

  it("stores the saving shopper's nf_uid as the design's owner (and none without the cookie)", async () => {
    const uid = '6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d';
    const owned = await post(body(), { ip: '10.9.0.40', cookie: `nf_uid=${uid}` });
    expect(services().state.designs.get((owned.jsonBody() as { data: { dyoId: string } }).data.dyoId)?.ownerId).toBe(uid);
    const anonymous = await post(body(), { ip: '10.9.0.41' });
    expect(services().state.designs.get((anonymous.jsonBody() as { data: { dyoId: string } }).data.dyoId)?.ownerId).toBeUndefined();
  });

  it('renders the print files on the server at 300 DPI, physical size (not what a browser could draw)', async () => {
    const cover = await post(body());
    const stored = services().state.designs.get((cover.jsonBody() as { data: { dyoId: string } }).data.dyoId)!;
    const size = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];
    // The fixture's phone model with 2 mm bleed at 300 DPI.
    expect(size(stored.printFront)[0]).toBeGreaterThan(900);
    const shirt: DesignDocument = { ...emptyDesign('clothes', FIXTURES.dyoClothesArticleId), sides: { front: [text], back: [text] } };
    const saved = await post(body(shirt));
    const design = services().state.designs.get((saved.jsonBody() as { data: { dyoId: string } }).data.dyoId)!;
    expect(size(design.printFront)).toEqual([3307, 4252]);
    expect(design.printBack && size(design.printBack)).toEqual([3543, 4724]);
  });

  it('accepts a map cover on a phone-case article and clothes with a back print', async () => {
    expect((await post(body({ ...cover, kind: 'map-cover' }))).statusCode).toBe(201);
    const shirt: DesignDocument = { ...emptyDesign('clothes', FIXTURES.dyoClothesArticleId), sides: { front: [], back: [text] } };
    expect((await post(body(shirt))).statusCode).toBe(201);
  });

  it("prints a poster (the registry's demonstration type) on its own article at A4 with 3 mm bleed, and no poster on a phone case", async () => {
    const poster: DesignDocument = { ...emptyDesign('poster', FIXTURES.dyoPosterArticleId), sides: { front: [text] } };
    const saved = await post(body(poster));
    expect(saved.statusCode).toBe(201);
    const design = services().state.designs.get((saved.jsonBody() as { data: { dyoId: string } }).data.dyoId)!;
    // (210 + 2 × 3) × (297 + 2 × 3) mm at 300 DPI.
    expect([design.printFront.readUInt32BE(16), design.printFront.readUInt32BE(20)]).toEqual([2551, 3579]);
    expect((await post(body({ ...poster, articleId: FIXTURES.dyoCasesArticleId }))).statusCode).toBe(400);
    expect((await post(body({ ...cover, articleId: FIXTURES.dyoPosterArticleId }))).statusCode).toBe(400);
  });

  it.each([
    ['no body', undefined, 400],
    ['a string body', 'design', 400],
    ['an unknown field', body(cover, { extra: 1 }), 400],
    ['print images (the server renders them)', body(cover, { printImages: { front: PNG } }), 400],
    ['a preview that is not PNG', body(cover, { previewImage: 'data:image/svg+xml;base64,PHN2Zz4=' }), 400],
    ['a preview that is too large', body(cover, { previewImage: `data:image/png;base64,${'A'.repeat(700_000)}` }), 400],
    ['a document that is not JSON', { ...body(), document: '{nope' }, 400],
    ['a document of another version', { ...body(), document: JSON.stringify({ ...cover, version: 7 }) }, 400],
    ['a document for another article', { ...body(), articleId: '190004' }, 400],
    ['a malformed article id', { ...body(), articleId: '../../etc' }, 400],
    [
      'clothes on a phone-case article',
      body({ ...emptyDesign('clothes', FIXTURES.dyoCasesArticleId), sides: { front: [text], back: [] } }),
      400,
    ],
    ['an unsupported DYO article', body({ ...cover, articleId: FIXTURES.unsupportedDyoArticleId }), 400],
    ['an article that is not DYO', body({ ...cover, articleId: FIXTURES.inStockArticleId }), 400],
    ['an unknown article', body({ ...cover, articleId: '999999' }), 404],
    [
      'a design that would print blank (its one text moved off the cover, x = −62.5 mm)',
      body({ ...cover, sides: { front: [{ ...text, x: -62.5 }] } }),
      400,
    ],
  ])('refuses %s with a clear status and message', async (_, payload, status) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(status);
    expect(res.jsonBody()).toEqual({ message: expect.any(String) });
  });

  describe('photos are measured from their headers before anything is decoded', () => {
    it('refuses a small file that declares 20000 × 20000 px (a decompression bomb) at once, without decoding it', async () => {
      // 400 megapixels: decoded, 1.6 GB. The file itself is a few kB (a truncated deflate stream).
      const bomb = png(20_000, 20_000, deflateSync(Buffer.alloc(4_000_000)));
      expect(bomb.length).toBeLessThan(20_000);
      const before = process.memoryUsage().rss;
      const res = await post(
        body({ ...cover, sides: { front: [photo(bomb, 'a'), photo(bomb, 'b'), photo(bomb, 'c'), photo(bomb, 'd')] } }),
        { ip: '10.9.1.1' },
      );
      expect(res.statusCode).toBe(400);
      expect(res.jsonBody()).toEqual({ message: 'Image too large' });
      expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
    });

    it(`refuses more than ${IMAGE_LIMITS.imagesPerDesign} photos and more than ${IMAGE_LIMITS.pixelsPerDesign / 1e6} megapixels in all`, async () => {
      const small = png(10, 10);
      const many = Array.from({ length: IMAGE_LIMITS.imagesPerDesign + 1 }, (_, i) => photo(small, `p${i}`));
      expect((await post(body({ ...cover, sides: { front: many } }), { ip: '10.9.1.2' })).jsonBody()).toEqual({
        message: 'Too many images',
      });
      // Three photos of 40 megapixels each: each within the limit, together over it.
      const big = png(8000, 5000, deflateSync(Buffer.alloc(1000)));
      const res = await post(body({ ...cover, sides: { front: [photo(big, 'a'), photo(big, 'b'), photo(big, 'c')] } }), { ip: '10.9.1.2' });
      expect(res.statusCode).toBe(400);
      expect(res.jsonBody()).toEqual({ message: 'Images too large' });
    });

    it.each([
      [
        'a PNG cut off inside its header',
        `data:image/png;base64,${Buffer.from(png(10, 10).slice(22), 'base64').subarray(0, 30).toString('base64')}`,
      ],
      ['bytes that are no image at all', 'data:image/png;base64,aGVsbG8gd29ybGQ='],
      [
        'a JPEG header under a PNG type',
        `data:image/png;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0]).toString('base64')}`,
      ],
    ])('answers 400 "Invalid image" for %s (not a server error)', async (_, src) => {
      const res = await post(body({ ...cover, sides: { front: [photo(src)] } }), { ip: '10.9.1.3' });
      expect(res.statusCode).toBe(400);
      expect(res.jsonBody()).toEqual({ message: 'Invalid image' });
    });

    it('still saves a design with a real photo', async () => {
      const res = await post(body({ ...cover, sides: { front: [photo(png(40, 30))] } }), { ip: '10.9.1.4' });
      expect(res.statusCode).toBe(201);
    });
  });

  it(`limits saves to ${SAVES_PER_MINUTE.shopper} a minute per shopper, counted before the body is read`, async () => {
    const cookie = 'nf_uid=6f1c1c1e-5a8e-4c2b-9d7e-2f1e5b7a9c01';
    for (let i = 0; i < SAVES_PER_MINUTE.shopper; i++) expect((await post(undefined, { ip: '10.9.2.1', cookie })).statusCode).toBe(400);
    const limited = await post(body(), { ip: '10.9.2.1', cookie });
    expect(limited.statusCode).toBe(429);
    expect(String(limited.getHeader('Retry-After'))).toMatch(/^[1-9]\d*$/);
    // Another shopper on the same IP is not held back.
    expect((await post(undefined, { ip: '10.9.2.1', cookie: 'nf_uid=0a1c1c1e-5a8e-4c2b-9d7e-2f1e5b7a9c02' })).statusCode).toBe(400);
  });

  it('answers 405 to GET', async () => {
    const { req, res } = createMocks('GET', undefined);
    await handler(req, res);
    expect(res.statusCode).toBe(405);
  });
});
