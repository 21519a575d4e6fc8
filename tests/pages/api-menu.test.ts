import type { NextApiRequest } from 'next';
import { HttpError } from '@/lib/http/errors';
import { createMocks } from './api-mocks';

const menuChildren = jest.fn();
const reportServerError = jest.fn(() => Promise.resolve());
jest.mock('@/server/services', () => ({ shopClient: () => ({ menuChildren }) }));
jest.mock('@/server/report-server-error', () => ({ reportServerError: (...args: unknown[]) => reportServerError(...(args as [])) }));

import handler from '@/pages/api/menu/[id]';

async function get(id: unknown) {
  const { req, res } = createMocks('GET', undefined);
  (req as { query: NextApiRequest['query'] }).query = { id } as NextApiRequest['query'];
  await handler(req as NextApiRequest, res);
  return res;
}

beforeEach(() => {
  menuChildren.mockReset();
  reportServerError.mockClear();
  menuChildren.mockResolvedValue([{ categoryId: 'c1', name: 'x', canLoadChildren: false, children: [] }]);
});

describe('GET /api/menu/{id}/', () => {
  it("answers a category's children", async () => {
    const res = await get('phones');
    expect(res.statusCode).toBe(200);
    expect(menuChildren).toHaveBeenCalledWith(expect.anything(), 'phones');
  });

  it.each(['base', 'BASE'])(
    'answers 404 for %s (the top-level menu, not a category) without calling upstream or reporting an error',
    async (id) => {
      const res = await get(id);
      expect(res.statusCode).toBe(404);
      expect(menuChildren).not.toHaveBeenCalled();
      expect(reportServerError).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['a dot', 'a.b'],
    ['too long', 'x'.repeat(65)],
    ['an array', ['a', 'b']],
    ['nothing', undefined],
  ])('answers 400 for an id with %s', async (_, id) => {
    const res = await get(id);
    expect(res.statusCode).toBe(400);
    expect(menuChildren).not.toHaveBeenCalled();
  });

  it('passes an upstream 404 on as 404, not 502', async () => {
    menuChildren.mockRejectedValue(new HttpError({ kind: 'not-found', status: 404, message: 'Not found' }));
    const res = await get('gone');
    expect(res.statusCode).toBe(404);
    expect(reportServerError).not.toHaveBeenCalled();
  });
});
