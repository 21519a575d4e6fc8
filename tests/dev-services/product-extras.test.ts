/** @jest-environment node */
import type {
  ProductReviewsResponse,
  SimilarArticlesResponse,
  StockAlertErrorResponse,
  StockAlertResponse,
} from '@/services/catalog/types';
import { productReviewsSchema, similarArticlesSchema, stockAlertSchema } from '@/services/catalog/types';
import { buildProductReviews } from '@/dev-services/seed/product-reviews';
import { FIXTURES } from '@/dev-services/seed/fixtures';
import { createClient, startServicesForFile } from '../helpers/dev-services';

const services = startServicesForFile();
const TODAY = new Date('2026-11-28T00:00:00Z');

describe("a product's reviews (seed)", () => {
  const article = { articleId: '100001', rating: 3.3, reviewCount: 137, createdAt: '2025-06-01T10:00:00.000Z' };

  it('are the same on every build and add up to the article rating over its review count', () => {
    const reviews = buildProductReviews(article, TODAY);
    expect(buildProductReviews(article, TODAY)).toEqual(reviews);
    expect(reviews).toHaveLength(137);
    expect(reviews.reduce((sum, r) => sum + r.rating, 0)).toBe(452); // round(3.3 × 137)
    expect(reviews.every((r) => r.rating >= 1 && r.rating <= 5 && Number.isInteger(r.helpful) && r.helpful >= 0)).toBe(true);
  });

  it('have real text in every locale, never dated before the article was listed or after today', () => {
    const reviews = buildProductReviews(article, TODAY);
    for (const review of reviews) {
      for (const locale of ['sv-SE', 'da-DK', 'nb-NO', 'fi-FI', 'en-US'] as const) {
        expect(review.title[locale].length).toBeGreaterThan(3);
        expect(review.text[locale].length).toBeGreaterThan(30);
      }
      expect(review.date >= '2025-06-01' && review.date <= '2026-11-28').toBe(true);
    }
    // Texts match the rating: a one-star review is never "Recommended".
    expect(reviews.filter((r) => r.rating <= 2).map((r) => r.title['en-US'])).not.toContain('Recommended');
  });
});

describe('GET /catalog/v1/articles/{id}/reviews', () => {
  // 100063 has 137 reviews (rated 3.3).
  const REVIEWED = FIXTURES.variantsArticleId;
  it('pages the reviews newest first, in the request locale, with the per-star summary', async () => {
    const api = createClient(services().url);
    const res = await api.get<ProductReviewsResponse>(`/catalog/v1/articles/${REVIEWED}/reviews?pageSize=5`, { 'X-Locale': 'en-US' });
    expect(res.status).toBe(200);
    expect(() => productReviewsSchema.parse(res.body)).not.toThrow();
    const { data } = res.body;
    expect(data.sort).toBe('newest');
    expect(data.items).toHaveLength(5);
    expect(data.total).toBe(data.summary.reviewCount);
    expect(Object.values(data.summary.ratingDistribution).reduce((a, b) => a + b, 0)).toBe(data.total);
    const dates = data.items.map((r) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const page2 = await api.get<ProductReviewsResponse>(`/catalog/v1/articles/${REVIEWED}/reviews?pageSize=5&page=2`, {
      'X-Locale': 'en-US',
    });
    expect(page2.body.data.items[0]!.id).not.toBe(data.items[0]!.id);
    const sv = await api.get<ProductReviewsResponse>(`/catalog/v1/articles/${REVIEWED}/reviews?pageSize=5`);
    expect(sv.body.data.items[0]!.id).toBe(data.items[0]!.id);
    expect(sv.body.data.items[0]!.text).not.toBe(data.items[0]!.text);
  });

  it('sorts by most helpful, and falls back to the defaults for invalid values', async () => {
    const api = createClient(services().url);
    const res = await api.get<ProductReviewsResponse>(`/catalog/v1/articles/${REVIEWED}/reviews?sort=helpful&pageSize=20`);
    const helpful = res.body.data.items.map((r) => r.helpful);
    expect(res.body.data.sort).toBe('helpful');
    expect(helpful).toEqual([...helpful].sort((a, b) => b - a));
    const odd = await api.get<ProductReviewsResponse>(`/catalog/v1/articles/${REVIEWED}/reviews?sort=<x>&page=-3&pageSize=9999`);
    expect(odd.body.data).toMatchObject({ sort: 'newest', page: 1, pageSize: 50 });
  });

  it('answers 404 for an unknown or unpublished article', async () => {
    const api = createClient(services().url);
    expect((await api.get('/catalog/v1/articles/999999/reviews')).status).toBe(404);
    expect((await api.get(`/catalog/v1/articles/${FIXTURES.unpublishedArticleId}/reviews`)).status).toBe(404);
  });
});

describe('GET /catalog/v1/articles/{id}/similar', () => {
  it('lists in-stock articles of the same category within half to twice the price, never the article itself', async () => {
    const api = createClient(services().url);
    const article = (
      await api.get<{ data: { price: { amount: number }; breadcrumbs: { categoryId: string }[] } }>(
        `/catalog/v1/articles/${FIXTURES.outOfStockArticleId}`,
      )
    ).body.data;
    const res = await api.get<SimilarArticlesResponse>(`/catalog/v1/articles/${FIXTURES.outOfStockArticleId}/similar`);
    expect(res.status).toBe(200);
    expect(() => similarArticlesSchema.parse(res.body)).not.toThrow();
    const { items } = res.body.data;
    expect(items.length).toBeGreaterThanOrEqual(1);
    expect(items.length).toBeLessThanOrEqual(8);
    for (const item of items) {
      expect(item.articleId).not.toBe(FIXTURES.outOfStockArticleId);
      expect(item.stock).toBeGreaterThan(0);
      expect(item.price.amount).toBeGreaterThanOrEqual(article.price.amount / 2);
      expect(item.price.amount).toBeLessThanOrEqual(article.price.amount * 2);
    }
    const detail = await api.get<{ data: { breadcrumbs: { categoryId: string }[] } }>(`/catalog/v1/articles/${items[0]!.articleId}`);
    expect(detail.body.data.breadcrumbs[0]!.categoryId).toBe(article.breadcrumbs[0]!.categoryId);
    expect(
      (await api.get<SimilarArticlesResponse>(`/catalog/v1/articles/${FIXTURES.outOfStockArticleId}/similar?limit=2`)).body.data.items,
    ).toHaveLength(2);
  });
});

describe('POST /catalog/v1/articles/{id}/stock-alerts', () => {
  it('stores one alert per article and address', async () => {
    const api = createClient(services().url);
    const path = `/catalog/v1/articles/${FIXTURES.outOfStockArticleId}/stock-alerts`;
    const first = await api.post<StockAlertResponse>(path, { email: ' Kari@Example.no ' });
    expect(first.status).toBe(201);
    expect(() => stockAlertSchema.parse(first.body)).not.toThrow();
    const again = await api.post<StockAlertResponse>(path, { email: 'kari@example.no' });
    expect(again.body.data.alertId).toBe(first.body.data.alertId);
    const stored = [...services().state.stockAlerts.values()].filter((a) => a.articleId === FIXTURES.outOfStockArticleId);
    expect(stored).toEqual([expect.objectContaining({ email: 'kari@example.no', market: 'SE', locale: 'sv-SE' })]);
  });

  it('refuses an invalid address with a message in the request locale, and an unknown article with 404', async () => {
    const api = createClient(services().url);
    const path = `/catalog/v1/articles/${FIXTURES.outOfStockArticleId}/stock-alerts`;
    const bad = await api.post<StockAlertErrorResponse>(path, { email: 'not-an-address' }, { 'X-Locale': 'fi-FI' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.email).toBe('Anna kelvollinen sähköpostiosoite.');
    expect((await api.post('/catalog/v1/articles/999999/stock-alerts', { email: 'a@b.se' })).status).toBe(404);
  });
});
