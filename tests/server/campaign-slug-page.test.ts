/**
 * @jest-environment node
 *
 * The campaign page is reached by any locale's slug or the English one and answers 308 to the shopper's locale's
 * slug; its hreflang names each locale's own slug. The category page's hreflang does the same.
 */
import { ownSlugRedirect, localeSlugSegments } from '@/server/catalog/own-slug';
import { parseListingQuery } from '@/lib/catalog/listing-query';
import { absoluteUrl } from '@/lib/routes/hrefs';
import type { Locale } from '@/lib/locales';

const WINTER = {
  'sv-SE': 'vinterfynd',
  'da-DK': 'vinterfund',
  'nb-NO': 'vinterkupp',
  'fi-FI': 'talviloydot',
  'en-US': 'winter-deals',
} as const;
const HOME = {
  'sv-SE': 'hem-kok',
  'da-DK': 'hjem-kokken',
  'nb-NO': 'hjem-kjokken',
  'fi-FI': 'koti-ja-keittio',
  'en-US': 'home-kitchen',
} as const;

const empty = { items: [], total: 0, page: 1, pageSize: 24, facets: { brands: [], conditions: [], price: { min: 0, max: 0 } } };
const shop = {
  menuBase: jest.fn(async () => []),
  footer: jest.fn(async () => null),
  badges: jest.fn(async () => []),
  siteSettings: jest.fn(async () => null),
  fees: jest.fn(async () => null),
};
const catalog = {
  campaign: jest.fn(async (ctx: { locale: Locale }) => ({
    id: 'winter-deals',
    slug: WINTER[ctx.locale],
    slugs: WINTER,
    title: 'Vinterfynd',
    description: 'Håll värmen',
    status: 'running',
    startsAt: '2026-11-01T00:00:00.000Z',
    endsAt: '2027-02-28T23:59:59.999Z',
    colors: { background: '#fff', foreground: '#000', accent: '#00f' },
    imageUrl: 'w.svg',
    articleIds: [],
    articleCount: 0,
  })),
  category: jest.fn(async (ctx: { locale: Locale }) => ({
    category: { categoryId: '200', parentId: null, name: 'Hem & kök', slug: HOME[ctx.locale], imageUrl: 'c.svg', articleCount: 0 },
    slugs: HOME,
    breadcrumbs: [],
    subcategories: [],
  })),
  articles: jest.fn(async () => empty),
  brands: jest.fn(async () => []),
  campaigns: jest.fn(async () => [] as Record<string, unknown>[]),
  storefronts: jest.fn(async () => []),
};
jest.mock('@/server/services', () => ({ shopClient: () => shop, catalogClient: () => catalog }));

import { getServerSideProps as campaignPage } from '@/pages/campaign/[slug]';
import { getServerSideProps as campaignList } from '@/pages/campaign/index';
import { getServerSideProps as categoryPage } from '@/pages/category/[...slug]';
import { IDENTITY_COOKIE, pageContext } from '../helpers/context';

const context = (locale: Locale, params: Record<string, string | string[]>, query: Record<string, string> = {}) =>
  pageContext({ locale, params, query, cookie: `${IDENTITY_COOKIE}; nf_consent=1` });

/** Only the clock is fake: timers, ticks and microtasks run as usual. */
function fakeClock(now: string): void {
  jest.useFakeTimers({
    now: new Date(now),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

describe('the 308 decision', () => {
  const listing = parseListingQuery({});
  it('keeps the locale’s own slug and moves any other, with the listing’s filters', () => {
    expect(ownSlugRedirect('/campaign/', 'sv-SE', 'vinterfynd', WINTER, listing)).toBeNull();
    expect(ownSlugRedirect('/campaign/', 'sv-SE', 'winter-deals', WINTER, listing)).toEqual({
      redirect: { destination: '/kampanj/vinterfynd/', permanent: true },
    });
    expect(ownSlugRedirect('/campaign/', 'fi-FI', 'vinterfynd', WINTER, parseListingQuery({ sort: 'price_asc', page: '2' }))).toEqual({
      redirect: { destination: '/fi-FI/kampanja/talviloydot/?sort=price_asc&page=2', permanent: true },
    });
    expect(ownSlugRedirect('/campaign/', 'en-US', 'winter-deals', WINTER, listing)).toBeNull();
  });

  it('gives each locale its own segment', () => {
    expect(localeSlugSegments(WINTER).localeSegments).toEqual({
      'sv-SE': ['vinterfynd'],
      'da-DK': ['vinterfund'],
      'nb-NO': ['vinterkupp'],
      'fi-FI': ['talviloydot'],
      'en-US': ['winter-deals'],
    });
  });
});

describe('the campaign page', () => {
  it('answers the old English slug in sv-SE with a permanent redirect to the Swedish slug', async () => {
    expect(await campaignPage(context('sv-SE', { slug: 'winter-deals' }))).toEqual({
      redirect: { destination: '/kampanj/vinterfynd/', permanent: true },
    });
    expect(await campaignPage(context('da-DK', { slug: 'vinterfynd' }, { rating: '4' }))).toEqual({
      redirect: { destination: '/da-DK/kampagne/vinterfund/?rating=4', permanent: true },
    });
  });

  it('renders at its own slug with canonical and hreflang naming each locale’s own slug', async () => {
    const result = await campaignPage(context('nb-NO', { slug: 'vinterkupp' }));
    if (!('props' in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`);
    const { seo } = await result.props;
    expect(seo.canonical).toBe(absoluteUrl('/nb-NO/kampanje/vinterkupp/'));
    expect(seo.alternates).toEqual([
      { hrefLang: 'sv-SE', href: absoluteUrl('/kampanj/vinterfynd/') },
      { hrefLang: 'da-DK', href: absoluteUrl('/da-DK/kampagne/vinterfund/') },
      { hrefLang: 'nb-NO', href: absoluteUrl('/nb-NO/kampanje/vinterkupp/') },
      { hrefLang: 'fi-FI', href: absoluteUrl('/fi-FI/kampanja/talviloydot/') },
      { hrefLang: 'en-US', href: absoluteUrl('/en-US/campaign/winter-deals/') },
      { hrefLang: 'x-default', href: absoluteUrl('/kampanj/vinterfynd/') },
    ]);
  });
});

describe('the campaign page at its start and end', () => {
  const dated = (startsAt: string, endsAt: string, status = 'running') =>
    catalog.campaign.mockImplementationOnce(async (ctx: { locale: Locale }) => ({
      ...(await catalog.campaign.getMockImplementation()!(ctx)),
      status,
      startsAt,
      endsAt,
    }));
  async function render(now: string) {
    fakeClock(now);
    try {
      const ctx = context('sv-SE', { slug: 'vinterfynd' });
      const result = await campaignPage(ctx);
      if (!('props' in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`);
      const props = await result.props;
      if ('serviceUnavailable' in props) throw new Error('expected the page, got the 503 page');
      return { status: props.collection.status, cacheControl: ctx.res.getHeader('cache-control') };
    } finally {
      jest.useRealTimers();
    }
  }

  it('a campaign the catalog still calls running is ended once its last moment has passed (a cached answer)', async () => {
    dated('2026-11-27T00:00:00.000Z', '2026-11-27T23:59:59.999Z', 'running');
    expect(await render('2026-11-28T00:00:05.000Z')).toEqual({
      status: 'ended',
      cacheControl: 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    });
  });

  it('a running campaign that ends in 42 s is shared 42 s at most, never stale', async () => {
    dated('2026-11-27T00:00:00.000Z', '2026-11-27T23:59:59.999Z');
    expect(await render('2026-11-27T23:59:18.000Z')).toEqual({ status: 'running', cacheControl: 'public, max-age=0, s-maxage=42' });
  });

  it('an upcoming campaign that opens in four minutes is shared a minute, never stale past its start', async () => {
    dated('2026-12-26T00:00:00.000Z', '2027-01-15T23:59:59.999Z', 'upcoming');
    expect(await render('2026-12-25T23:56:00.000Z')).toEqual({ status: 'upcoming', cacheControl: 'public, max-age=0, s-maxage=60' });
  });

  it('an upcoming campaign whose start has come is running', async () => {
    dated('2026-12-26T00:00:00.000Z', '2027-01-15T23:59:59.999Z', 'upcoming');
    expect((await render('2026-12-26T00:00:01.000Z')).status).toBe('running');
  });
});

describe('the campaign list at a start or end', () => {
  it("gives each campaign its phase now, and is kept no longer than the next one's start or end", async () => {
    const base = await catalog.campaign.getMockImplementation()!({ locale: 'sv-SE' });
    catalog.campaigns.mockImplementationOnce(async () => [
      { ...base, id: 'black-friday', status: 'running', startsAt: '2026-11-27T00:00:00.000Z', endsAt: '2026-11-27T23:59:59.999Z' },
      { ...base, id: 'black-week', status: 'running', startsAt: '2026-11-23T00:00:00.000Z', endsAt: '2026-11-30T23:59:59.999Z' },
      { ...base, id: 'wrapped', status: 'upcoming', startsAt: '2026-11-28T00:00:50.000Z', endsAt: '2027-01-15T23:59:59.999Z' },
    ]);
    fakeClock('2026-11-28T00:00:08.000Z');
    try {
      const ctx = context('sv-SE', {});
      const result = await campaignList(ctx);
      if (!('props' in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`);
      const props = await result.props;
      if ('serviceUnavailable' in props) throw new Error('expected the page, got the 503 page');
      const { campaigns } = props;
      expect(campaigns.map((c) => [c.id, c.status])).toEqual([
        ['black-friday', 'ended'],
        ['black-week', 'running'],
        ['wrapped', 'upcoming'],
      ]);
      // Wrapped opens in 42 s.
      expect(ctx.res.getHeader('cache-control')).toBe('public, max-age=0, s-maxage=42');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('the category page', () => {
  it('names each locale’s own slug in hreflang (it repeated the page locale’s)', async () => {
    const result = await categoryPage(context('fi-FI', { slug: ['koti-ja-keittio'] }));
    if (!('props' in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`);
    const { seo } = await result.props;
    expect(seo.alternates.map((a) => a.href)).toEqual(
      [
        '/kategori/hem-kok/',
        '/da-DK/kategori/hjem-kokken/',
        '/nb-NO/kategori/hjem-kjokken/',
        '/fi-FI/kategoria/koti-ja-keittio/',
        '/en-US/category/home-kitchen/',
        '/kategori/hem-kok/',
      ].map(absoluteUrl),
    );
  });

  it('still moves an English slug to the locale’s own', async () => {
    expect(await categoryPage(context('sv-SE', { slug: ['home-kitchen'] }))).toEqual({
      redirect: { destination: '/kategori/hem-kok/', permanent: true },
    });
  });

  it.each([[['Hem_Kok']], [['hem-kok', 'extra']], [['..']]])(
    'answers 404 for %j before any catalog call (the listing loader, with the category’s own slug rule)',
    async (slug) => {
      catalog.category.mockClear();
      catalog.articles.mockClear();
      expect(await categoryPage(context('sv-SE', { slug }))).toEqual({ notFound: true });
      expect(catalog.category).not.toHaveBeenCalled();
      expect(catalog.articles).not.toHaveBeenCalled();
    },
  );

  it('lists the category’s products within its scope, like every listing page', async () => {
    const result = await categoryPage(context('sv-SE', { slug: ['hem-kok'] }, { sort: 'price_asc' }));
    if (!('props' in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`);
    const props = await result.props;
    if ('serviceUnavailable' in props) throw new Error('expected the page, got the 503 page');
    expect(props.collection.category.name).toBe('Hem & kök');
    expect(props.scope).toEqual({ kind: 'category', key: 'hem-kok' });
    expect(props.listing.sort).toBe('price_asc');
    expect(catalog.articles).toHaveBeenLastCalledWith(
      expect.anything(),
      expect.objectContaining({ category: 'hem-kok', sort: 'price_asc' }),
    );
  });
});
