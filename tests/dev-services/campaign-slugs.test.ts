/** @jest-environment node */
/**
 * Until 2026-11-26 campaign URLs were English in every locale (`/kampanj/winter-deals/`).
 * Campaigns have a slug per language now, found by any of them and by the old English slug.
 */
import type { ArticlesResponse, CampaignResponse, CampaignsResponse, CategoryResponse } from '@/services/catalog/types';
import type { StartPageResponse } from '@/services/catalog/content-types';
import type { FooterResponse } from '@/services/shop/types';
import { buildCatalog } from '@/dev-services/seed/catalog';
import { LOCALES } from '@/dev-services/lib/locale';
import { slugify } from '@/dev-services/lib/text';
import { createClient, startServicesForFile } from '../helpers/dev-services';

const services = startServicesForFile();
const catalog = buildCatalog(new Date('2026-11-26T10:00:00Z'));

describe('campaign slugs per language', () => {
  it('gives every campaign a lower-case ASCII slug per language, unique across campaigns, English the old key', () => {
    const owner = new Map<string, string>();
    for (const campaign of catalog.campaigns) {
      expect(campaign.slugs['en-US']).toBe(campaign.slug);
      for (const slug of Object.values(campaign.slugs)) {
        expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(slugify(slug)).toBe(slug);
        expect(owner.get(slug) ?? campaign.slug).toBe(campaign.slug);
        owner.set(slug, campaign.slug);
      }
    }
    expect(catalog.campaignBySlug.get('winter-deals')?.slugs).toEqual({
      'sv-SE': 'vinterfynd',
      'da-DK': 'vinterfund',
      'nb-NO': 'vinterkupp',
      'fi-FI': 'talviloydot',
      'en-US': 'winter-deals',
    });
    // No Nordic locale keeps the English slug of a campaign whose name it translates.
    for (const locale of ['sv-SE', 'da-DK', 'nb-NO', 'fi-FI'] as const) {
      for (const key of ['winter-deals', 'top-bargains', 'xmas-gifts', 'yearly-smart-purchases'])
        expect(catalog.campaignBySlug.get(key)?.slugs[locale]).not.toBe(key);
    }
  });

  it('answers a campaign by any language’s slug and by the old English one, with the request language’s slug', async () => {
    for (const ref of ['winter-deals', 'vinterfynd', 'talviloydot', 'vinterkupp']) {
      const res = await createClient(services().url, { 'X-Locale': 'da-DK', 'X-Market': 'DK' }).get<CampaignResponse>(
        `/catalog/v1/campaigns/${ref}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: 'winter-deals', slug: 'vinterfund', title: 'Vinterfund' });
      expect(res.body.data.slugs).toEqual(catalog.campaignBySlug.get('winter-deals')?.slugs);
    }
    expect((await createClient(services().url).get('/catalog/v1/campaigns/vinter')).status).toBe(404);
  });

  it('lists each campaign with the request language’s slug', async () => {
    for (const locale of LOCALES) {
      const res = await createClient(services().url, { 'X-Locale': locale }).get<CampaignsResponse>('/catalog/v1/campaigns');
      expect(res.body.data.items.map((c) => c.slug)).toEqual(catalog.campaigns.map((c) => c.slugs[locale]));
    }
  });

  it('lists a campaign’s articles by any of its slugs', async () => {
    const api = createClient(services().url);
    const english = await api.get<ArticlesResponse>('/catalog/v1/articles?campaign=xmas-gifts');
    const finnish = await api.get<ArticlesResponse>('/catalog/v1/articles?campaign=joululahjat');
    const swedish = await api.get<ArticlesResponse>('/catalog/v1/articles?campaign=julklappar');
    expect(english.body.data.total).toBeGreaterThan(0);
    expect(swedish.body.data.total).toBe(english.body.data.total);
    expect(finnish.body.data.total).toBe(english.body.data.total);
  });

  it('links the footer’s campaigns and the start page’s top-bargains rail with the language’s slug', async () => {
    const expected = {
      'sv-SE': ['vinterfynd', 'toppfynd'],
      'fi-FI': ['talviloydot', 'huippuloydot'],
      'da-DK': ['vinterfund', 'topfund'],
    } as const;
    for (const [locale, [winter, top]] of Object.entries(expected)) {
      const api = createClient(services().url, { 'X-Locale': locale });
      const footer = await api.get<FooterResponse>('/cms/footer');
      const hrefs = footer.body.footer.columns.flatMap((c) => c.links.map((l) => l.href)).filter((h) => h.startsWith('/campaign/'));
      expect(hrefs).toEqual(expect.arrayContaining([`/campaign/${winter}/`, `/campaign/${top}/`]));
      expect(hrefs.filter((h) => /winter-deals|top-bargains|xmas-gifts/.test(h))).toEqual([]);
      const start = await api.get<StartPageResponse>('/cms/v1/start');
      expect(start.body.data.rails.topBargains.href).toBe(`/campaign/${top}/`);
      expect(start.body.data.hero.slug).toBe(catalog.campaignBySlug.get(start.body.data.hero.id)?.slugs[locale as 'sv-SE']);
    }
  });

  it('sends a category’s slug in every language with the category (hreflang)', async () => {
    const res = await createClient(services().url, { 'X-Locale': 'fi-FI' }).get<CategoryResponse>('/catalog/v1/categories/hem-kok');
    expect(res.body.data.slugs).toEqual(catalog.categoryBySlug.get('hem-kok')?.slugs);
    expect(res.body.data.slugs['sv-SE']).toBe('hem-kok');
    expect(res.body.data.slugs['fi-FI']).toBe(res.body.data.category.slug);
  });
});
