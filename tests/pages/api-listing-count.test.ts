import type { NextApiRequest } from 'next';
import { HttpError } from '@/lib/http/errors';
import { createMocks } from './api-mocks';
import { ERROR, takeLogs } from '../helpers/logs';

const articles = jest.fn();
jest.mock('@/server/services', () => ({ catalogClient: () => ({ articles }) }));
jest.mock('@/server/report-server-error', () => ({ reportServerError: () => Promise.resolve() }));

import handler from '@/pages/api/listing/count';

async function call(query: Record<string, string | string[]>, method = 'GET') {
  const { req, res } = createMocks(method, undefined);
  (req as { query: NextApiRequest['query'] }).query = query;
  await handler(req as NextApiRequest, res);
  return res;
}

beforeEach(() => {
  articles.mockReset();
  articles.mockResolvedValue({
    items: [],
    total: 6,
    page: 1,
    pageSize: 24,
    facets: { brands: [], conditions: [], price: { min: 0, max: 0 } },
  });
});

describe('GET /api/listing/count/', () => {
  it('counts the listing with every filter of the query, as its first page asks (cached alike), shareable briefly', async () => {
    const res = await call({
      in: 'category',
      key: 'kissa',
      priceMax: '10',
      condition: 'new',
      page: '4',
      sort: 'price_asc',
      locale: 'fi-FI',
    });
    expect(res.statusCode).toBe(200);
    expect(res.jsonBody()).toEqual({ total: 6 });
    expect(articles).toHaveBeenCalledWith(expect.objectContaining({ locale: 'fi-FI' }), {
      category: 'kissa',
      priceMax: '10',
      condition: ['new'],
      pageSize: '24',
      sort: undefined,
      rating: undefined,
      brand: undefined,
      priceMin: undefined,
      page: undefined,
    });
    expect(res.getHeader('Cache-Control')).toBe('public, max-age=30, s-maxage=60');
  });

  it('keeps the scope over a filter of the same name (a brand page)', async () => {
    await call({ in: 'brand', key: 'lumo', brand: 'kvist', locale: 'sv-SE' });
    expect(articles.mock.calls[0][1]).toMatchObject({ brand: 'lumo' });
  });

  it('reads a decimal comma in a typed price', async () => {
    await call({ in: 'q', key: 'mugg', priceMax: '9,5', locale: 'fi-FI' });
    expect(articles.mock.calls[0][1]).toMatchObject({ q: 'mugg', priceMax: '9.5' });
  });

  it.each([
    ['no scope', {}],
    ['an unknown kind', { in: 'ids', key: '1,2' }],
    ['a hostile key', { in: 'category', key: '"><script>' }],
  ])('answers 400 for %s without calling the catalog', async (_name, query) => {
    const res = await call(query as Record<string, string>);
    expect(res.statusCode).toBe(400);
    expect(articles).not.toHaveBeenCalled();
  });

  it('answers 405 to a POST', async () => {
    const res = await call({ in: 'category', key: 'mode' }, 'POST');
    expect(res.statusCode).toBe(405);
  });

  it('answers 502 when the catalog fails, and 404 for an unknown category', async () => {
    articles.mockRejectedValueOnce(new HttpError({ kind: 'bad-gateway', status: 502, message: 'boom' }));
    expect((await call({ in: 'category', key: 'mode' })).statusCode).toBe(502);
    expect(takeLogs(ERROR)).toEqual([expect.objectContaining({ msg: 'api route failed', err: 'boom' })]);
    articles.mockRejectedValueOnce(new HttpError({ kind: 'not-found', status: 404, message: 'Not found' }));
    expect((await call({ in: 'category', key: 'okand' })).statusCode).toBe(404);
  });
});
