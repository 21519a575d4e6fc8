/** @jest-environment node */
import type { FooterResponse, MenuBaseResponse, MenuChildrenResponse } from '@/services/shop/types';
import type { ArticleResponse, ArticlesResponse } from '@/services/catalog/types';
import type { CmsPageResponse, ContactErrorResponse, StartPageResponse } from '@/services/catalog/content-types';
import { FIXTURES } from '@/dev-services/seed/fixtures';
import { createClient, startServicesForFile } from '../helpers/dev-services';

const services = startServicesForFile();

describe('shop service', () => {
  it('serves the base menu and splits long child lists into featured and rest', async () => {
    const api = createClient(services().url);
    const base = await api.get<MenuBaseResponse>('/navigation/v1/menu/base');
    expect(base.body.data.items.length).toBeGreaterThanOrEqual(8);
    expect(base.body.data.items.every((i) => i.canLoadChildren && Array.isArray(i.children) && i.children.length === 0)).toBe(true);
    const phones = await api.get<MenuChildrenResponse>('/navigation/v1/menu/100');
    expect(phones.body.data.children).toMatchObject({ featured: expect.any(Array), rest: { title: 'Fler kategorier' } });
    expect((await api.get('/navigation/v1/menu/9999')).status).toBe(404);
  });

  it('localizes by X-Locale and prices by X-Market, with defaults for invalid headers', async () => {
    const api = createClient(services().url);
    const fi = await api.get<ArticleResponse>(`/catalog/v1/articles/${FIXTURES.inStockArticleId}`, {
      'X-Market': 'FI',
      'X-Locale': 'fi-FI',
    });
    expect(fi.body.data.price.currency).toBe('EUR');
    expect(fi.body.data.title).toMatch(/valkoinen/);
    const fallback = await api.get<ArticleResponse>(`/catalog/v1/articles/${FIXTURES.inStockArticleId}`, {
      'X-Market': 'XX',
      'X-Locale': 'de-DE',
    });
    expect(fallback.body.data.price.currency).toBe('SEK');
    expect(fallback.body.data.title).toMatch(/vit/);
  });

  it('answers the footer as { footer } with route-key links', async () => {
    const api = createClient(services().url);
    const res = await api.get<FooterResponse>('/cms/footer', { 'X-Locale': 'nb-NO' });
    const hrefs = res.body.footer.columns.flatMap((c) => c.links.map((l) => l.href));
    expect(hrefs).toContain('/customer-service/contact/');
    expect(hrefs).not.toContain('/refurb-iphone/');
  });
});

describe('catalog endpoints', () => {
  it('filters by category (with descendants), condition, rating and price, with facets', async () => {
    const api = createClient(services().url);
    const res = await api.get<ArticlesResponse>(
      '/catalog/v1/articles?category=phones-accessories&condition=refurb&condition=used&rating=4&priceMax=5000&sort=price_asc',
    );
    const { items, facets, total } = res.body.data;
    expect(total).toBeGreaterThan(0);
    items.forEach((a) => {
      expect(['refurb', 'used']).toContain(a.condition);
      expect(a.rating).toBeGreaterThanOrEqual(4);
      expect(a.price.amount).toBeLessThanOrEqual(500000);
    });
    expect(items.map((a) => a.price.amount)).toEqual([...items.map((a) => a.price.amount)].sort((x, y) => x - y));
    expect(facets.conditions.map((c) => c.value)).toEqual(expect.arrayContaining(['new', 'refurb']));
    const five = await api.get<ArticlesResponse>('/catalog/v1/articles?rating=5&pageSize=96');
    expect(five.body.data.items.every((a) => a.rating === 5)).toBe(true);
  });

  it('falls back to defaults for invalid parameters and never lists unpublished articles', async () => {
    const api = createClient(services().url);
    const res = await api.get<ArticlesResponse>(
      '/catalog/v1/articles?page=x&pageSize=5000&sort=nope&priceMin=abc&ids=' + FIXTURES.unpublishedArticleId,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(0);
    const all = await api.get<ArticlesResponse>('/catalog/v1/articles?pageSize=5000');
    expect(all.body.data.pageSize).toBe(96);
    expect((await api.get(`/catalog/v1/articles/${FIXTURES.unpublishedArticleId}`)).status).toBe(404);
    expect((await api.get('/catalog/v1/articles/nope')).status).toBe(404);
  });

  it('serves the full article with variants, breadcrumbs and merchant', async () => {
    const api = createClient(services().url);
    const res = await api.get<ArticleResponse>(`/catalog/v1/articles/${FIXTURES.variantsArticleId}`);
    const a = res.body.data;
    expect(a.variationalProperties[0]?.options.some((o) => o.articleId === a.articleId && o.selected)).toBe(true);
    expect(a.breadcrumbs.length).toBe(2);
    expect(a.merchant.name).not.toBe('');
    expect(a.images.length).toBeGreaterThanOrEqual(2);
    expect(a.properties).toContainEqual({ key: 'condition', name: 'condition', value: 'new' });
  });

  it('serves the start page, CMS pages and SVG images', async () => {
    const api = createClient(services().url);
    const start = await api.get<StartPageResponse>('/cms/v1/start');
    expect(start.body.data.hero.status).toBe('running');
    expect(start.body.data.rails.newIn.items.length).toBeGreaterThanOrEqual(8);
    const page = await api.get<CmsPageResponse>('/cms/v1/pages/customer-service', { 'X-Locale': 'da-DK' });
    expect(page.body.data.blocks.some((b) => b.type === 'faq')).toBe(true);
    expect((await api.get('/cms/v1/pages/unknown')).status).toBe(404);
    const image = await api.get(new URL(start.body.data.rails.newIn.items[0]?.imageUrl ?? '').pathname);
    expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(image.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(image.text).toMatch(/^<svg[^>]+viewBox="0 0 800 800"/);
  });

  it('validates the contact form', async () => {
    const api = createClient(services().url);
    const bad = await api.post<ContactErrorResponse>('/cms/v1/contact', {
      kind: 'ordercontact',
      name: 'A',
      email: 'nope',
      message: 'short',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['email', 'message', 'name', 'orderId']);
    const good = await api.post<{ data: { ticketId: string } }>('/cms/v1/contact', {
      kind: 'contact',
      name: 'Anna',
      email: 'anna@example.se',
      message: 'Hej! Har ni fler färger?',
    });
    expect(good.status).toBe(201);
    expect(good.body.data.ticketId).toMatch(/^CS-\d{6}$/);
    expect((await api.post('/cms/v1/contact', '{not json')).status).toBe(400);
  });
});
