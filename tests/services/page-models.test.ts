import { toCardArticle, toCardListing, toCategoryChip, toCmsPage, toCollectionSummary, toStartPage } from '@/services/catalog/page-models';
import type { WireArticleSummary } from '@/services/catalog/types';

const summary: WireArticleSummary = {
  articleId: '100017',
  legacyArticleId: '12119',
  title: 'Norrsken Tech USB-C-kabel 1 m, vit',
  slug: 'norrsken-tech-usb-c-kabel-1-m-vit',
  articleUrl: '/product/100017/norrsken-tech-usb-c-kabel-1-m-vit/',
  brand: 'Norrsken Tech',
  price: { amount: 9900, currency: 'SEK' },
  imageUrl: 'http://127.0.0.1:4010/images/articles/100017-1.svg',
  rating: 4.1,
  reviewCount: 1,
  stock: 200,
  sold: 2351,
  condition: 'new',
  badgeIds: ['top-deal'],
  classifications: [{ name: 'dyo', value: 'isecrets' }] as WireArticleSummary['classifications'],
};

describe('toCardArticle', () => {
  it('keeps what a card renders, prices in minor units, and drops what none reads', () => {
    const card = toCardArticle(summary);
    expect(card).toEqual({
      articleId: '100017',
      title: 'Norrsken Tech USB-C-kabel 1 m, vit',
      slug: 'norrsken-tech-usb-c-kabel-1-m-vit',
      brand: 'Norrsken Tech',
      imageUrl: 'http://127.0.0.1:4010/images/articles/100017-1.svg',
      price: 9900,
      stock: 200,
      rating: 4.1,
      reviewCount: 1,
      sold: 2351,
      badgeIds: ['top-deal'],
    });
    expect(card).not.toHaveProperty('legacyArticleId');
    expect(card).not.toHaveProperty('classifications');
  });

  it('carries whether a design-your-own article can be designed, for the one availability rule', () => {
    expect(toCardArticle({ ...summary, classifications: [{ name: 'dyo', value: 'isecretsMugs' }] }).design).toBe('unsupported');
    expect(toCardArticle({ ...summary, classifications: [{ name: 'dyo', value: 'isecretsCases' }] })).not.toHaveProperty('design');
    expect(toCardArticle({ ...summary, classifications: [] })).not.toHaveProperty('design');
  });

  it('leaves out what equals the card’s default: new, no badges, no reviews, too few sold to show', () => {
    const card = toCardArticle({ ...summary, condition: 'new', badgeIds: [], reviewCount: 0, rating: 0, sold: 9 });
    expect(Object.keys(card).sort()).toEqual(['articleId', 'brand', 'imageUrl', 'price', 'slug', 'stock', 'title']);
    expect(Object.values(card)).not.toContain(undefined);
    expect(toCardArticle({ ...summary, sold: 10 }).sold).toBe(10);
  });

  it('keeps a condition other than new, the 30-day lowest price and a pre-order date when present', () => {
    const card = toCardArticle({
      ...summary,
      condition: 'refurb',
      lowestPrice30Days: { amount: 31900, currency: 'SEK' },
      availabilityDate: '2026-12-31T00:00:00Z',
    });
    expect(card).toMatchObject({ condition: 'refurb', lowestPrice: 31900, availabilityDate: '2026-12-31T00:00:00Z' });
    expect(Object.values(card)).not.toContain(undefined);
  });

  it("sends no reference price for an old price alone or a 30-day lowest not above today's price", () => {
    const price = summary.price.amount;
    const card = toCardArticle({
      ...summary,
      oldPrice: { amount: price * 3, currency: 'SEK' },
      lowestPrice30Days: { amount: price, currency: 'SEK' },
    });
    expect(card).not.toHaveProperty('lowestPrice');
    expect(card).not.toHaveProperty('oldPrice');
  });

  it('maps every item of a listing and keeps its paging and facets', () => {
    const listing = toCardListing({
      items: [summary, summary],
      total: 2,
      page: 1,
      pageSize: 24,
      facets: { brands: [], conditions: [], price: { min: 0, max: 1 } },
    } as never);
    expect(listing.items).toHaveLength(2);
    expect(listing.total).toBe(2);
    expect(listing.items[0]).not.toHaveProperty('articleUrl');
  });
});

describe('CMS pages', () => {
  it('send an article block as its heading and cards, and other blocks as they are', () => {
    const text = { type: 'text' as const, heading: 'Om oss', paragraphs: ['Hej'] };
    const page = toCmsPage({
      key: 'inspiration',
      title: 'Inspiration',
      intro: 'Fynd',
      blocks: [text, { type: 'articles', heading: 'Laddare', articleIds: ['100017'], query: { q: 'kabel' }, items: [summary] }],
    });
    expect(page.blocks[0]).toBe(text);
    expect(page.blocks[1]).toEqual({ type: 'articles', heading: 'Laddare', items: [toCardArticle(summary)] });
  });
});

describe('the start page, storefronts and subcategory chips', () => {
  it("sends the start page's hero as the banner shows it, its categories as tiles and its rails as cards", () => {
    const rail = { title: 'Toppfynd', href: '/campaign/toppfynd/', items: [summary] };
    const colors = { background: '#1b1b1b', foreground: '#ffffff', accent: '#ff5a5f' };
    const slugs = { 'sv-SE': 'black-week', 'da-DK': 'black-week', 'nb-NO': 'black-week', 'fi-FI': 'black-week', 'en-US': 'black-week' };
    const hero = {
      id: 'black-week',
      slug: 'black-week',
      slugs,
      title: 'Black Week',
      description: 'Svarta priser',
      status: 'running',
      startsAt: 'a',
      endsAt: 'b',
      colors,
      imageUrl: 'h.svg',
      articleIds: ['100017'],
      articleCount: 1,
    } as const;
    const category = {
      categoryId: '100',
      parentId: null,
      name: 'Mobil & tillbehör',
      slug: 'mobil-tillbehor',
      imageUrl: 'c.svg',
      articleCount: 72,
    };
    const page = toStartPage({
      hero: { ...hero, articleIds: [...hero.articleIds] },
      featuredCategories: [category],
      rails: { topBargains: rail, newIn: rail, bestsellers: rail },
    });
    expect(page.hero).toEqual({ slug: 'black-week', title: 'Black Week', description: 'Svarta priser', colors, imageUrl: 'h.svg' });
    expect(page.featuredCategories).toEqual([
      { categoryId: '100', name: 'Mobil & tillbehör', slug: 'mobil-tillbehor', imageUrl: 'c.svg', articleCount: 72 },
    ]);
    expect(page.rails.newIn.items[0]).toEqual(toCardArticle(summary));
    expect(page.rails.bestsellers.title).toBe('Toppfynd');
  });

  it('keeps what a storefront card and a subcategory chip show', () => {
    const storefront = {
      slug: 'nordic-home',
      title: 'Nordiskt hem',
      description: 'Ljust',
      imageUrl: 'x.svg',
      colors: {},
      articleIds: ['1'],
      articleCount: 1,
    } as never;
    expect(toCollectionSummary(storefront)).toEqual({
      slug: 'nordic-home',
      title: 'Nordiskt hem',
      description: 'Ljust',
      imageUrl: 'x.svg',
    });
    const category = {
      categoryId: '101',
      parentId: '100',
      name: 'Mobiltelefoner',
      slug: 'mobiltelefoner',
      imageUrl: 'y.svg',
      articleCount: 5,
    };
    expect(toCategoryChip(category)).toEqual({ categoryId: '101', name: 'Mobiltelefoner', slug: 'mobiltelefoner', articleCount: 5 });
  });
});
