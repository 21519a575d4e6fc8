/** @jest-environment node */
import type { ArticlesResponse } from '@/services/catalog/types';
import { createClient, startServicesForFile } from '../helpers/dev-services';

const services = startServicesForFile();

describe('search ranks what can be bought first', () => {
  it.each(['hörlurar', 'tangentbord'])('"%s": every sold-out match comes after every match in stock', async (q) => {
    const api = createClient(services().url);
    const res = await api.get<ArticlesResponse>(`/catalog/v1/articles?q=${encodeURIComponent(q)}&pageSize=96`);
    const stock = res.body.data.items.map((a) => a.stock);
    const firstSoldOut = stock.indexOf(0);
    expect(firstSoldOut).toBeGreaterThan(0);
    expect(stock.slice(firstSoldOut).every((s) => s === 0)).toBe(true);
  });

  it('follows the stock of now: an article sold out by orders moves after the buyable ones', async () => {
    const api = createClient(services().url);
    const first = (await api.get<ArticlesResponse>('/catalog/v1/articles?q=h%C3%B6rlurar&pageSize=96')).body.data.items[0]!;
    services().state.stock.set(first.articleId, 0);
    try {
      const items = (await api.get<ArticlesResponse>('/catalog/v1/articles?q=h%C3%B6rlurar&pageSize=96')).body.data.items;
      expect(items[0]!.articleId).not.toBe(first.articleId);
      expect(items.findIndex((a) => a.articleId === first.articleId)).toBeGreaterThanOrEqual(items.findIndex((a) => a.stock === 0));
    } finally {
      services().state.reset();
    }
  });
});
