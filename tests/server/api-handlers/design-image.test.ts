/** @jest-environment node */
/**
 * A saved design's files: the cart preview is readable with the id (the shared cart shows it), the
 * print files and the document (the shopper's photos) only by the owner's `nf_uid` and the order
 * pipeline's token; nothing personal is cacheable by a shared cache.
 */
import type { NextApiRequest } from 'next';
import { resetServerEnv } from '@/server/env';
import { designImageRoute } from '@/server/api-handlers/design-image';
import designDocumentRoute from '@/pages/api/dyo/designs/[dyoId]/index';
import { startServicesForFile } from '../../helpers/dev-services';
import { createMocks } from '../../pages/api-mocks';

const services = startServicesForFile();
const TOKEN = 'pipeline-token-for-tests-0123456789abcdef';
beforeAll(() => {
  process.env.SHOP_API_URL = `${services().url}/`;
  process.env.DYO_PIPELINE_TOKEN = TOKEN;
  resetServerEnv();
});
afterAll(() => {
  delete process.env.DYO_PIPELINE_TOKEN;
  resetServerEnv();
});

const PREVIEW = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const PRINT = Buffer.from('89504e470d0a1a0a00000000', 'hex');
const DYO_ID = 'd0123456789abcdef0123';
const LEGACY_ID = 'd0123456789abcdef0999';
const OWNER = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const STRANGER = '9e8d7c6b-5a49-4838-9271-605f4e3d2c1b';
const DOCUMENT = '{"version":1,"photo":"data:image/jpeg;base64,/9j/AAAA"}';

beforeEach(() => {
  const design = {
    articleId: '190003',
    kind: 'phone-cover' as const,
    createdAt: new Date().toISOString(),
    document: DOCUMENT,
    printFront: PRINT,
    preview: PREVIEW,
  };
  services().state.designs.set(DYO_ID, { ...design, dyoId: DYO_ID, ownerId: OWNER });
  // Saved before designs had an owner: only the pipeline reads its personal files.
  services().state.designs.set(LEGACY_ID, { ...design, dyoId: LEGACY_ID });
});

const as = {
  owner: { cookie: `nf_cid=0b7c2d4e-1111-4222-8333-944455556666; nf_uid=${OWNER}` },
  stranger: { cookie: `nf_uid=${STRANGER}` },
  nobody: {},
  pipeline: { 'x-dyo-pipeline-token': TOKEN },
  wrongToken: { 'x-dyo-pipeline-token': `${TOKEN}x` },
} as const;

async function get(dyoId: string, file: string, headers: Record<string, string> = as.owner, method = 'GET') {
  const { req, res } = createMocks(method, undefined, headers);
  (req as { query: NextApiRequest['query'] }).query = { dyoId, file };
  await designImageRoute(req, res);
  return res;
}

async function getDocument(dyoId: string, headers: Record<string, string>) {
  const { req, res } = createMocks('GET', undefined, headers);
  (req as { query: NextApiRequest['query'] }).query = { dyoId };
  await designDocumentRoute(req, res);
  return res;
}

describe('GET /api/dyo/designs/{dyoId}/{file}', () => {
  it.each(Object.entries(as))('answers the cart preview to %s, cached only in that browser', async (_, headers) => {
    const res = await get(DYO_ID, 'preview.png', headers);
    expect(res.statusCode).toBe(200);
    expect(res.getHeader('content-type')).toBe('image/png');
    expect(res.getHeader('cache-control')).toBe('private, max-age=86400');
    expect(res.getHeader('x-content-type-options')).toBe('nosniff');
    expect(Buffer.compare(res.jsonBody() as Buffer, PREVIEW)).toBe(0);
  });

  it.each([
    ['its owner', as.owner],
    ['the order pipeline', as.pipeline],
  ])('answers the print file to %s, never to be stored by a cache', async (_, headers) => {
    const res = await get(DYO_ID, 'print.png', headers);
    expect(res.statusCode).toBe(200);
    expect(res.getHeader('cache-control')).toBe('private, no-store');
    expect(Buffer.compare(res.jsonBody() as Buffer, PRINT)).toBe(0);
  });

  it.each([
    ['another shopper', DYO_ID, as.stranger],
    ['a request without cookies', DYO_ID, as.nobody],
    ['a wrong pipeline token', DYO_ID, as.wrongToken],
    ['anyone but the pipeline, for a design saved without an owner', LEGACY_ID, as.owner],
  ])('answers 404 for the print file to %s, as for an unknown design', async (_, dyoId, headers) => {
    const res = await get(dyoId, 'print.png', headers);
    expect(res.statusCode).toBe(404);
    expect(res.jsonBody()).toEqual({ message: 'Not found' });
    expect(res.getHeader('cache-control')).toBe('private, no-store');
  });

  it('answers the print file of a design saved without an owner to the pipeline', async () => {
    expect((await get(LEGACY_ID, 'print.png', as.pipeline)).statusCode).toBe(200);
  });

  it('answers HEAD without a body', async () => {
    const res = await get(DYO_ID, 'preview.png', as.owner, 'HEAD');
    expect(res.statusCode).toBe(200);
    expect((res.jsonBody() as Buffer).length).toBe(0);
  });

  it.each([
    ['an unknown design', 'd99999999999999999999', 'preview.png'],
    ['an image the design does not have', DYO_ID, 'print-back.png'],
    ['a file that is not one of the three', DYO_ID, 'document.json'],
    ['a malformed id', '../etc', 'preview.png'],
  ])('answers 404 to %s', async (_, dyoId, file) => {
    const res = await get(dyoId, file);
    expect(res.statusCode).toBe(404);
    expect(res.jsonBody()).toEqual({ message: 'Not found' });
  });

  it('answers 405 to POST', async () => {
    const res = await get(DYO_ID, 'preview.png', as.owner, 'POST');
    expect(res.statusCode).toBe(405);
  });
});

describe('GET /api/dyo/designs/{dyoId}/ (the document, with the photos)', () => {
  it.each([
    ['its owner', as.owner],
    ['the order pipeline', as.pipeline],
  ])('answers it to %s, without the owner id, never to be stored by a cache', async (_, headers) => {
    const res = await getDocument(DYO_ID, headers);
    expect(res.statusCode).toBe(200);
    expect(res.getHeader('cache-control')).toBe('private, no-store');
    const data = (res.jsonBody() as { data: Record<string, unknown> }).data;
    expect(data.document).toBe(DOCUMENT);
    expect(data).not.toHaveProperty('ownerId');
  });

  it.each([
    ['another shopper', as.stranger],
    ['a request without cookies', as.nobody],
    ['a wrong pipeline token', as.wrongToken],
  ])('answers 404 to %s', async (_, headers) => {
    const res = await getDocument(DYO_ID, headers);
    expect(res.statusCode).toBe(404);
    expect(JSON.stringify(res.jsonBody())).not.toContain('base64');
  });
});
