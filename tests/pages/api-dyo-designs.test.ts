/** @jest-environment node */
import { FIXTURES } from '@/dev-services/seed/fixtures';
import { emptyDesign, serializeDesign, type DesignDocument } from '@/lib/dyo/design-document';
import handler from '@/pages/api/dyo/designs/index';
import { startServicesForFile } from '../helpers/dev-services';
import { createMocks } from './api-mocks';

// Saving renders the 300 DPI print files (a garment side takes a second or two).
jest.setTimeout(60_000);

const services = startServicesForFile();
beforeAll(() => {
  // Read once by serverEnv() on the first call, which is below.
  process.env.SHOP_API_URL = `${services().url}/`;
});

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const text = { id: 't', type: 'text', text: 'Hej', fontFamily: 'Mulish', fontSize: 10, fill: '#000000', x: 30, y: 30, rotation: 0 } as const;
const cover: DesignDocument = { ...emptyDesign('phone-cover', FIXTURES.dyoCasesArticleId), sides: { front: [text] } };

function body(document: DesignDocument = cover, extra: Record<string, unknown> = {}) {
  return { articleId: document.articleId, kind: document.kind, document: serializeDesign(document), previewImage: PNG, ...extra };
}

async function post(payload: unknown) {
  const { req, res } = createMocks('POST', payload);
  await handler(req, res);
  return res;
}

describe('POST /api/dyo/designs/', () => {
  it('stores a valid design and answers a same-origin preview URL', async () => {
    const res = await post(body());
    expect(res.statusCode).toBe(201);
    const { data } = res.jsonBody() as { data: { dyoId: string; dyoImageUrl: string } };
    expect(data.dyoImageUrl).toBe(`/api/dyo/designs/${data.dyoId}/preview.png`);
    expect(services().state.designs.get(data.dyoId)?.articleId).toBe(FIXTURES.dyoCasesArticleId);
    // What was designed, for the cart line, computed from the document.
    expect(services().state.designs.get(data.dyoId)?.summary).toEqual({ sides: [], texts: ['Hej'], images: 0, stickers: 0, background: 'white' });
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
    ['clothes on a phone-case article', body({ ...emptyDesign('clothes', FIXTURES.dyoCasesArticleId), sides: { front: [text], back: [] } }), 400],
    ['an unsupported DYO article', body({ ...cover, articleId: FIXTURES.unsupportedDyoArticleId }), 400],
    ['an article that is not DYO', body({ ...cover, articleId: FIXTURES.inStockArticleId }), 400],
    ['an unknown article', body({ ...cover, articleId: '999999' }), 404],
  ])('refuses %s with a clear status and message', async (_, payload, status) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(status);
    expect(res.jsonBody()).toEqual({ message: expect.any(String) });
  });

  it('answers 405 to GET', async () => {
    const { req, res } = createMocks('GET', undefined);
    await handler(req, res);
    expect(res.statusCode).toBe(405);
  });
});
