/** @jest-environment node */
import { buildCatalog } from '@/dev-services/seed/catalog';
import { FIXTURES, NOT_FOR_SALE_MESSAGES } from '@/dev-services/seed/fixtures';
import type { SeedArticle } from '@/dev-services/seed/types';

const NOW = new Date('2025-11-20T10:00:00Z');
const catalog = buildCatalog(NOW);
const published = catalog.articles.filter((a) => a.publishState === 'published');

function article(id: string): SeedArticle {
  const found = catalog.articleById.get(id);
  if (!found) throw new Error(`missing fixture ${id}`);
  return found;
}

function stockStatus(a: SeedArticle): string {
  if (a.availabilityDate && Date.parse(a.availabilityDate) > NOW.getTime()) return 'pre_order';
  if (a.stock === 0) return 'out_of_stock';
  return a.stock < 10 ? 'limited_stock' : 'in_stock';
}

const dyoValue = (a: SeedArticle): string | undefined => a.classifications.find((c) => c.name === 'dyo')?.value;

describe('seeded catalog', () => {
  it('is identical on every build of the same day', () => {
    expect(JSON.stringify(buildCatalog(new Date('2025-11-20T23:59:00Z')))).toBe(JSON.stringify(catalog));
  });

  it('has at least 8 top categories with 3–6 subcategories each, named in every locale', () => {
    const tops = catalog.categories.filter((c) => c.parentId === null);
    expect(tops.length).toBeGreaterThanOrEqual(8);
    tops.forEach((top) => {
      expect(top.childIds.length).toBeGreaterThanOrEqual(3);
      expect(top.childIds.length).toBeLessThanOrEqual(6);
    });
    catalog.categories.forEach((c) => {
      expect(c.slug).toMatch(/^[a-z0-9-]+$/);
      expect(new Set(Object.values(c.name)).size).toBeGreaterThan(1);
    });
  });

  it('has at least 320 published articles covering every stock status', () => {
    expect(published.length).toBeGreaterThanOrEqual(320);
    const statuses = new Set(published.map(stockStatus));
    expect([...statuses].sort()).toEqual(['in_stock', 'limited_stock', 'out_of_stock', 'pre_order']);
    expect(catalog.articles.length - published.length).toBeGreaterThan(0);
  });

  it('has realistic prices: ending in 9 or 0, old prices above prices on about 60 %', () => {
    published.forEach((a) => {
      Object.values(a.price).forEach((amount) => expect(amount % 10 === 9 || amount % 10 === 0).toBe(true));
      if (a.oldPrice)
        Object.entries(a.oldPrice).forEach(([market, old]) => expect(old).toBeGreaterThan(a.price[market as keyof typeof a.price]));
    });
    const share = published.filter((a) => a.oldPrice).length / published.length;
    expect(share).toBeGreaterThan(0.45);
    expect(share).toBeLessThan(0.75);
  });

  it('has refurbished, used and five-star articles', () => {
    const refurb = published.filter((a) => a.condition === 'refurb').length / published.length;
    const used = published.filter((a) => a.condition === 'used').length / published.length;
    expect(refurb).toBeGreaterThan(0.06);
    expect(used).toBeGreaterThan(0.05);
    expect(published.some((a) => a.rating === 5)).toBe(true);
  });

  it('has the design-your-own articles', () => {
    const count = (value: string): number => published.filter((a) => dyoValue(a) === value).length;
    expect(count('isecretsCases') + count('isecrets')).toBeGreaterThanOrEqual(12);
    expect(count('isecretsClothes')).toBeGreaterThanOrEqual(6);
    expect(count('isecretsMugs')).toBe(2);
  });

  it('has brands, merchants with reviews, seven campaigns and storefronts', () => {
    expect(catalog.brands.length).toBeGreaterThanOrEqual(25);
    expect(catalog.merchants.length).toBeGreaterThanOrEqual(12);
    catalog.merchants.forEach((m) => expect(m.reviews.length).toBeGreaterThanOrEqual(5));
    expect(catalog.campaigns.map((c) => c.slug).sort()).toEqual([
      'black-friday',
      'black-week',
      'top-bargains',
      'winter-deals',
      'wrapped',
      'xmas-gifts',
      'yearly-smart-purchases',
    ]);
    // 20 November 2025: the Christmas gifts and winter deals are on, Black Friday (28th) is coming.
    expect(
      catalog.campaigns
        .filter((c) => c.status === 'running')
        .map((c) => c.slug)
        .sort(),
    ).toEqual(['winter-deals', 'xmas-gifts']);
    expect(catalog.campaigns.find((c) => c.slug === 'black-friday')).toMatchObject({
      status: 'upcoming',
      startsAt: '2025-11-28T00:00:00.000Z',
    });
    expect(catalog.storefronts.length).toBeGreaterThanOrEqual(4);
  });

  it('keeps every fixture true to its name', () => {
    expect(article(FIXTURES.inStockArticleId).stock).toBeGreaterThanOrEqual(100);
    expect(article(FIXTURES.outOfStockArticleId).stock).toBe(0);
    expect(article(FIXTURES.limitedStockArticleId).stock).toBe(3);
    expect(stockStatus(article(FIXTURES.preOrderArticleId))).toBe('pre_order');
    expect(article(FIXTURES.refurbArticleId).condition).toBe('refurb');
    expect(article(FIXTURES.usedArticleId).condition).toBe('used');
    expect(article(FIXTURES.variantsArticleId).variations.length).toBeGreaterThan(0);
    expect(article(FIXTURES.fiveStarArticleId).rating).toBe(5);
    expect(article(FIXTURES.unpublishedArticleId).publishState).toBe('unpublished');
    expect(dyoValue(article(FIXTURES.dyoCasesArticleId))).toBe('isecretsCases');
    expect(dyoValue(article(FIXTURES.dyoIsecretsArticleId))).toBe('isecrets');
    expect(dyoValue(article(FIXTURES.dyoClothesArticleId))).toBe('isecretsClothes');
    expect(dyoValue(article(FIXTURES.unsupportedDyoArticleId))).toBe('isecretsMugs');
    expect(article(FIXTURES.noPriceArticleId).saleBlock).toBe(NOT_FOR_SALE_MESSAGES.noPrice);
    expect(article(FIXTURES.notBuyableArticleId).saleBlock).toBe(NOT_FOR_SALE_MESSAGES.notBuyable);
    expect(article(FIXTURES.notAvailableArticleId).saleBlock).toBe('Product not avaialable');
    expect(article(FIXTURES.expensiveArticleId).price.SE).toBeGreaterThan(49900);
  });
});
