/** @jest-environment node */
import type { CartResponse } from '@/services/purchase/types';
import { FIXTURES } from '@/dev-services/seed/fixtures';
import { createClient, startServicesForFile } from '../helpers/dev-services';
import type { TestClient } from '../helpers/dev-services';

const services = startServicesForFile();
let cartCounter = 0;

function newCart(): { api: TestClient; path: string } {
  cartCounter += 1;
  return { api: createClient(services().url, { userId: 'user-1' }), path: `/cart/v2/cart-${cartCounter}-${Date.now()}` };
}

describe('purchase service: cart', () => {
  it('answers an unknown cart as empty and requires the userId header', async () => {
    const { api, path } = newCart();
    const res = await api.get<CartResponse>(path);
    expect(res.status).toBe(200);
    expect(res.body.data.items).toEqual([]);
    const anonymous = createClient(services().url);
    const missing = await anonymous.get(path);
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: 'Missing userId header' });
  });

  it('adds, increases, decreases and removes articles, newest line first', async () => {
    const { api, path } = newCart();
    await api.post(`${path}/increase`, { articleId: FIXTURES.inStockArticleId });
    await api.post(`${path}/increase`, { articleId: FIXTURES.inStockArticleId });
    const added = await api.post<CartResponse>(`${path}/increase`, { articleId: FIXTURES.refurbArticleId });
    expect(added.body.data.items.map((i) => [i.article.articleId, i.quantity])).toEqual([
      [FIXTURES.refurbArticleId, 1],
      [FIXTURES.inStockArticleId, 2],
    ]);
    expect(added.body.data.items[0]?.article.properties).toContainEqual({ name: 'condition', value: 'refurb' });
    const decreased = await api.request<CartResponse>('PUT', `${path}/decrease`, { body: { articleId: FIXTURES.refurbArticleId } });
    expect(decreased.body.data.items).toHaveLength(1);
    const removed = await api.request<CartResponse>('DELETE', `${path}/articles/${FIXTURES.inStockArticleId}`);
    expect(removed.body.data.items).toEqual([]);
    expect((await api.request('PUT', `${path}/decrease`, { body: { articleId: FIXTURES.inStockArticleId } })).status).toBe(404);
  });

  it('refuses unknown and unpublished articles with 404', async () => {
    const { api, path } = newCart();
    for (const articleId of ['123', FIXTURES.unpublishedArticleId]) {
      const res = await api.post(`${path}/increase`, { articleId });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Article not found' });
    }
    expect((await api.post(`${path}/increase`, {})).status).toBe(400);
    expect((await api.post(`${path}/increase`, '{oops')).status).toBe(400);
  });

  it('enforces stock with the messages the app parses', async () => {
    const { api, path } = newCart();
    const out = await api.post(`${path}/increase`, { articleId: FIXTURES.outOfStockArticleId });
    expect(out.status).toBe(409);
    expect(out.body).toEqual({ message: expect.stringMatching(/^Out of stock LegacyProductId \d+$/), code: 'OUT_OF_STOCK' });
    for (let i = 0; i < 3; i += 1)
      expect((await api.post(`${path}/increase`, { articleId: FIXTURES.limitedStockArticleId })).status).toBe(200);
    const over = await api.post(`${path}/increase`, { articleId: FIXTURES.limitedStockArticleId });
    expect(over.status).toBe(409);
    expect(over.body).toEqual({
      message: `NotEnoughStock: only 3 left of article ${FIXTURES.limitedStockArticleId}`,
      code: 'NOT_ENOUGH_STOCK',
    });
  });

  it('keys design-your-own items by articleId and dyoId', async () => {
    const { api, path } = newCart();
    const without = await api.post(`${path}/increase`, { articleId: FIXTURES.dyoCasesArticleId });
    expect(without.status).toBe(400);
    await api.post(`${path}/increase`, {
      articleId: FIXTURES.dyoCasesArticleId,
      dyoId: 'design-a',
      dyoImageUrl: 'https://example.com/a.png',
    });
    const two = await api.post<CartResponse>(`${path}/increase`, { articleId: FIXTURES.dyoCasesArticleId, dyoId: 'design-b' });
    expect(two.body.data.items.map((i) => i.article.dyoId)).toEqual(['design-b', 'design-a']);
    expect(two.body.data.items[1]?.article.dyoImageUrl).toBe('https://example.com/a.png');
    const removed = await api.request<CartResponse>('DELETE', `${path}/articles/${FIXTURES.dyoCasesArticleId}?dyoId=design-a`);
    expect(removed.body.data.items.map((i) => i.article.dyoId)).toEqual(['design-b']);
  });

  it('lets non-buyable articles into the cart', async () => {
    const { api, path } = newCart();
    const res = await api.post<CartResponse>(`${path}/increase`, { articleId: FIXTURES.noPriceArticleId });
    expect(res.status).toBe(200);
    expect(res.body.data.items).toHaveLength(1);
  });
});
