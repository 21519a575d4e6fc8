/**
 * @jest-environment node
 *
 * 2026-11-26: the product page's canonical and hreflang alternates named the page locale's slug in every
 * locale's URL, so a Finnish page's sv-SE alternate (`/produkt/100001/…-kunnostettu/`) answered 308.
 * Each alternate names its locale's own slug now (the article answer's `slugs`).
 */
import { absoluteUrl } from '@/lib/routes/hrefs';
import type { Locale } from '@/lib/locales';

const SLUGS = {
  'sv-SE': 'apple-iphone-15-128-gb-renoverad',
  'da-DK': 'apple-iphone-15-128-gb-istandsat',
  'nb-NO': 'apple-iphone-15-128-gb-oppusset',
  'fi-FI': 'apple-iphone-15-128-gb-kunnostettu',
  'en-US': 'apple-iphone-15-128-gb-refurbished',
} as const;

const shop = {
  menuBase: jest.fn(async () => []),
  footer: jest.fn(async () => null),
  badges: jest.fn(async () => []),
  siteSettings: jest.fn(async () => null),
  fees: jest.fn(async () => null),
};
const catalog = {
  article: jest.fn(async (ctx: { locale: Locale }, articleId: string) => ({
    articleId,
    legacyArticleId: 'L1',
    title: 'Apple iPhone 15 128 GB',
    slug: SLUGS[ctx.locale],
    slugs: SLUGS,
    articleUrl: `/product/${articleId}/${SLUGS[ctx.locale]}/`,
    price: { amount: 599000, currency: 'SEK' },
    imageUrl: 'a.svg',
    rating: 4.5,
    reviewCount: 3,
    stock: 5,
    sold: 10,
    condition: 'refurb',
    badgeIds: [],
    classifications: [],
    shopArticleId: 'S1',
    brand: { id: 'b1', name: 'Apple', slug: 'apple' },
    description: 'Puhelin',
    images: ['a.svg'],
    properties: [],
    variationalProperties: [],
    breadcrumbs: [],
    quantity: 1,
    shippingTime: { max: 3 },
    merchantId: 'm1',
    merchant: { id: 'm1', name: 'M', slug: 'm', rating: 4, reviewCount: 1 },
    publishState: 'published',
    campaignIds: [],
    createdAt: '2026-11-01T00:00:00.000Z',
  })),
  articles: jest.fn(async () => ({
    items: [],
    total: 0,
    page: 1,
    pageSize: 96,
    facets: { brands: [], conditions: [], price: { min: 0, max: 0 } },
  })),
  similarArticles: jest.fn(async () => []),
};
jest.mock('@/server/services', () => ({ shopClient: () => shop, catalogClient: () => catalog }));

import { getServerSideProps as productPage } from '@/pages/product/[...params]';
import { IDENTITY_COOKIE, pageContext } from '../helpers/context';

const context = (locale: Locale, params: string[]) =>
  pageContext({ locale, params: { params }, cookie: `${IDENTITY_COOKIE}; nf_consent=1` });

async function seoOf(locale: Locale, slug: string) {
  const result = await productPage(context(locale, ['100001', slug]));
  if (!('props' in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`);
  return (await result.props).seo;
}

describe('the product page’s canonical and hreflang', () => {
  it('name each locale’s own slug on a Finnish page', async () => {
    const seo = await seoOf('fi-FI', SLUGS['fi-FI']);
    expect(seo.canonical).toBe(absoluteUrl('/fi-FI/tuote/100001/apple-iphone-15-128-gb-kunnostettu/'));
    expect(seo.alternates).toEqual([
      { hrefLang: 'sv-SE', href: absoluteUrl('/produkt/100001/apple-iphone-15-128-gb-renoverad/') },
      { hrefLang: 'da-DK', href: absoluteUrl('/da-DK/produkt/100001/apple-iphone-15-128-gb-istandsat/') },
      { hrefLang: 'nb-NO', href: absoluteUrl('/nb-NO/produkt/100001/apple-iphone-15-128-gb-oppusset/') },
      { hrefLang: 'fi-FI', href: absoluteUrl('/fi-FI/tuote/100001/apple-iphone-15-128-gb-kunnostettu/') },
      { hrefLang: 'en-US', href: absoluteUrl('/en-US/product/100001/apple-iphone-15-128-gb-refurbished/') },
      { hrefLang: 'x-default', href: absoluteUrl('/produkt/100001/apple-iphone-15-128-gb-renoverad/') },
    ]);
  });

  it('are the same set whichever locale the page is rendered in, the canonical its own', async () => {
    const fi = await seoOf('fi-FI', SLUGS['fi-FI']);
    for (const locale of ['sv-SE', 'da-DK', 'nb-NO', 'en-US'] as const) {
      const seo = await seoOf(locale, SLUGS[locale]);
      expect(seo.alternates).toEqual(fi.alternates);
      expect(seo.canonical).toBe(fi.alternates.find((a) => a.hrefLang === locale)?.href);
    }
  });

  it('still answers another locale’s slug with a permanent redirect to the page locale’s own', async () => {
    expect(await productPage(context('sv-SE', ['100001', SLUGS['fi-FI']]))).toEqual({
      redirect: { destination: '/produkt/100001/apple-iphone-15-128-gb-renoverad/', permanent: true },
    });
  });
});
