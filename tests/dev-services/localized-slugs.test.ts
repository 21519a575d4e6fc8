/** @jest-environment node */
import type { ArticleResponse, CategoryResponse } from '@/services/catalog/types';
import type { MenuChildrenResponse } from '@/services/shop/types';
import { buildCatalog } from '@/dev-services/seed/catalog';
import { LOCALES } from '@/dev-services/lib/locale';
import { createClient, startServicesForFile } from '../helpers/dev-services';

const services = startServicesForFile();

describe('localized slugs', () => {
  const catalog = buildCatalog(new Date('2026-11-23T10:00:00Z'));

  it('gives every category a slug per language, unique across categories and languages', () => {
    const owner = new Map<string, string>();
    catalog.categories.forEach((c) =>
      [c.slug, ...Object.values(c.slugs)].forEach((slug) => {
        expect(owner.get(slug) ?? c.id).toBe(c.id);
        owner.set(slug, c.id);
      }),
    );
    expect(catalog.categoryById.get('100')?.slugs).toMatchObject({
      'sv-SE': 'mobil-tillbehor',
      'fi-FI': 'puhelimet-ja-tarvikkeet',
      'en-US': 'phones-accessories',
    });
  });

  it('answers a category by any of its slugs with the slug of the request language', async () => {
    for (const ref of ['home-kitchen', 'hem-kok', 'koti-ja-keittio']) {
      const res = await createClient(services().url, { 'X-Locale': 'fi-FI' }).get<CategoryResponse>(`/catalog/v1/categories/${ref}`);
      expect(res.status).toBe(200);
      expect(res.body.data.category.slug).toBe('koti-ja-keittio');
      expect(res.body.data.breadcrumbs.map((b) => b.slug)).toEqual(['koti-ja-keittio']);
    }
    const da = await createClient(services().url, { 'X-Locale': 'da-DK' }).get<CategoryResponse>('/catalog/v1/categories/home-kitchen');
    expect(da.body.data.subcategories.every((s) => s.slug === catalog.categoryById.get(s.categoryId)?.slugs['da-DK'])).toBe(true);
  });

  it('lists a category’s articles by its localized slug', async () => {
    const api = createClient(services().url);
    const english = await api.get<{ data: { total: number } }>('/catalog/v1/articles?category=home-kitchen');
    const swedish = await api.get<{ data: { total: number } }>('/catalog/v1/articles?category=hem-kok');
    expect(swedish.body.data.total).toBeGreaterThan(0);
    expect(swedish.body.data.total).toBe(english.body.data.total);
  });

  it('gives menu children and products the slug of the request language', async () => {
    const fi = createClient(services().url, { 'X-Locale': 'fi-FI' });
    const menu = await fi.get<MenuChildrenResponse>('/navigation/v1/menu/100');
    const children = Array.isArray(menu.body.data.children)
      ? menu.body.data.children
      : [...menu.body.data.children.featured, ...(menu.body.data.children.rest?.items ?? [])];
    expect(children.map((c) => c.slug)).toContain('matkapuhelimet');
    for (const locale of LOCALES) {
      const res = await createClient(services().url, { 'X-Locale': locale }).get<ArticleResponse>('/catalog/v1/articles/100017');
      expect(res.body.data.slug).toBe(catalog.articleById.get('100017')?.slug[locale]);
    }
    expect(catalog.articleById.get('100017')?.slug).toMatchObject({
      'sv-SE': 'norrsken-tech-usb-c-kabel-1-m-vit',
      'fi-FI': 'norrsken-tech-usb-c-kaapeli-1-m-valkoinen',
    });
  });
});
