/** @jest-environment node */
import { FIXTURES } from '@/dev-services/seed/fixtures';
import { emptyDesign, serializeDesign, type DesignDocument } from '@/lib/dyo/design-document';
import handler from '@/pages/api/dyo/designs/index';
import { startServicesForFile } from '../helpers/dev-services';
import { createMocks } from './api-mocks';

const services = startServicesForFile();
beforeAll(() => {
  // Read once by serverEnv() on the first call, which is below.
  process.env.SHOP_API_URL = `${services().url}/`;
});

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const text = { id: 't', type: 'text', text: 'Hej', fontFamily: 'Mulish', fontSize: 10, fill: '#000000', x: 30, y: 30, rotation: 0 } as const;
const cover: DesignDocument = { ...emptyDesign('phone-cover', FIXTURES.dyoCasesArticleId), sides: { front: [text] } };

function body(document: DesignDocument = cover, extra: Record<string, unknown> = {}) {
  return { articleId: document.articleId, kind: document.kind, document: serializeDesign(document), printImages: { front: PNG }, previewImage: PNG, ...extra };
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
  });

  it('accepts a map cover on a phone-case article and clothes with a back print', async () => {
    expect((await post(body({ ...cover, kind: 'map-cover' }))).statusCode).toBe(201);
    const shirt: DesignDocument = { ...emptyDesign('clothes', FIXTURES.dyoClothesArticleId), sides: { front: [], back: [text] } };
    expect((await post(body(shirt, { printImages: { front: PNG, back: PNG } }))).statusCode).toBe(201);
  });

  it.each([
    ['no body', undefined, 400],
    ['a string body', 'design', 400],
    ['an unknown field', body(cover, { extra: 1 }), 400],
    ['a print image that is not PNG', body(cover, { printImages: { front: 'data:image/svg+xml;base64,PHN2Zz4=' } }), 400],
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
