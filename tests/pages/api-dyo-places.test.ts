import type { NextApiRequest } from 'next';
import { createMocks } from './api-mocks';
import handler from '@/pages/api/dyo/places';

async function get(q: unknown) {
  const { req, res } = createMocks('GET', undefined);
  (req as { query: NextApiRequest['query'] }).query = { q } as NextApiRequest['query'];
  await handler(req as NextApiRequest, res);
  return res;
}

describe('GET /api/dyo/places/?q=', () => {
  it('answers the places found, best first, cacheable by everyone', async () => {
    const res = await get('kivik');
    expect(res.statusCode).toBe(200);
    expect(res.getHeader('cache-control')).toBe('public, max-age=86400');
    expect((res.jsonBody() as { data: { places: unknown[] } }).data.places[0]).toEqual({
      n: 'Kivik',
      c: 'Skåne',
      k: 'SE',
      lat: expect.any(Number),
      lng: expect.any(Number),
    });
  });

  it('answers an empty list for a place not in the list, and for one letter', async () => {
    expect((await get('Nikkaluokta')).jsonBody()).toEqual({ data: { places: [] } });
    expect((await get('a')).jsonBody()).toEqual({ data: { places: [] } });
  });

  it.each([
    ['too long', 'x'.repeat(61)],
    ['an array', ['a', 'b']],
    ['nothing', undefined],
  ])('answers 400 for a query that is %s, not cached', async (_, q) => {
    const res = await get(q);
    expect(res.statusCode).toBe(400);
    expect(res.getHeader('cache-control')).toBe('no-store');
  });
});
