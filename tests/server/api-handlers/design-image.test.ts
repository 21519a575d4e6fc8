/** @jest-environment node */
import type { NextApiRequest } from 'next';
import { resetServerEnv } from '@/server/env';
import { designImageRoute } from '@/server/api-handlers/design-image';
import { startServicesForFile } from '../../helpers/dev-services';
import { createMocks } from '../../pages/api-mocks';

const services = startServicesForFile();
beforeAll(() => {
  process.env.SHOP_API_URL = `${services().url}/`;
  resetServerEnv();
});

const PREVIEW = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const PRINT = Buffer.from('89504e470d0a1a0a00000000', 'hex');
const DYO_ID = 'd0123456789abcdef0123';

beforeEach(() => {
  services().state.designs.set(DYO_ID, {
    dyoId: DYO_ID,
    articleId: '190003',
    kind: 'phone-cover',
    createdAt: new Date().toISOString(),
    document: '{}',
    printFront: PRINT,
    preview: PREVIEW,
  });
});

async function get(dyoId: string, file: string, method = 'GET') {
  const { req, res } = createMocks(method, undefined);
  (req as { query: NextApiRequest['query'] }).query = { dyoId, file };
  await designImageRoute(req, res);
  return res;
}

describe('GET /api/dyo/designs/{dyoId}/{file}', () => {
  it.each([
    ['preview.png', PREVIEW],
    ['print.png', PRINT],
  ])('answers the stored %s as an immutable PNG from our own origin', async (file, bytes) => {
    const res = await get(DYO_ID, file);
    expect(res.statusCode).toBe(200);
    expect(res.getHeader('content-type')).toBe('image/png');
    expect(res.getHeader('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.getHeader('x-content-type-options')).toBe('nosniff');
    expect(Buffer.compare(res.jsonBody() as Buffer, bytes)).toBe(0);
  });

  it('answers HEAD without a body', async () => {
    const res = await get(DYO_ID, 'preview.png', 'HEAD');
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
    const res = await get(DYO_ID, 'preview.png', 'POST');
    expect(res.statusCode).toBe(405);
  });
});
