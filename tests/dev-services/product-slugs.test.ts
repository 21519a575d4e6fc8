/** @jest-environment node */
/**
 * 2026-11-26: the product page's hreflang alternates repeated the page locale's slug for every locale
 * (a Finnish page's sv-SE alternate carried the Finnish slug and answered 308). The article answer
 * carries `slugs`, the product's slug in every locale, so each alternate names its locale's own URL.
 */
import type { ArticleResponse, ArticlesResponse } from '@/services/catalog/types';
import { articleSchema } from '@/services/catalog/types';
import { buildCatalog } from '@/dev-services/seed/catalog';
import { LOCALES } from '@/dev-services/lib/locale';
import { slugify } from '@/dev-services/lib/text';
import { createClient, startServicesForFile } from '../helpers/dev-services';

const services = startServicesForFile();
const catalog = buildCatalog(new Date('2026-11-26T10:00:00Z'));

describe('the article answer’s slugs', () => {
  it('seeds every article a slug per locale, built from that locale’s title', () => {
    for (const article of catalog.articles) {
      for (const locale of LOCALES) expect(article.slug[locale]).toBe(slugify(article.title[locale]));
    }
    // The iPhone of the e2e specs has a slug of its own in every locale.
    expect(catalog.articleById.get('100001')?.slug).toMatchObject({
      'sv-SE': 'apple-iphone-15-128-gb-renoverad',
      'fi-FI': 'apple-iphone-15-128-gb-kunnostettu',
    });
  });

  it('answers the same `slugs` in every locale, with `slug` the request locale’s, valid by the storefront’s schema', async () => {
    const seeded = catalog.articleById.get('100001')?.slug;
    for (const locale of LOCALES) {
      const res = await createClient(services().url, { 'X-Locale': locale }).get<ArticleResponse>('/catalog/v1/articles/100001');
      expect(res.status).toBe(200);
      expect(articleSchema.parse(res.body)).toEqual(res.body);
      expect(res.body.data.slugs).toEqual(seeded);
      expect(res.body.data.slug).toBe(res.body.data.slugs[locale]);
      expect(res.body.data.articleUrl).toBe(`/product/100001/${res.body.data.slugs[locale]}/`);
    }
  });

  it('is required by the storefront’s schema (an answer without it is refused)', async () => {
    const res = await createClient(services().url, { 'X-Locale': 'fi-FI' }).get<ArticleResponse>('/catalog/v1/articles/100001');
    const { slugs: _slugs, ...withoutSlugs } = res.body.data;
    expect(articleSchema.safeParse({ data: withoutSlugs }).success).toBe(false);
    expect(articleSchema.safeParse({ data: { ...res.body.data, slugs: { ...res.body.data.slugs, 'sv-SE': undefined } } }).success).toBe(
      false,
    );
  });

  it('lists articles with the request locale’s slug (what the sitemap of that locale names)', async () => {
    for (const locale of ['sv-SE', 'fi-FI'] as const) {
      const res = await createClient(services().url, { 'X-Locale': locale }).get<ArticlesResponse>(
        '/catalog/v1/articles?ids=100001,100017',
      );
      expect(res.body.data.items.map((a) => [a.articleId, a.slug])).toEqual(
        ['100001', '100017'].map((id) => [id, catalog.articleById.get(id)?.slug[locale]]),
      );
    }
  });
});
