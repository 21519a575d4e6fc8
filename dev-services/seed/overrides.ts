import { addDays } from '../lib/dates';
import { FIXTURES, NOT_FOR_SALE_MESSAGES } from './fixtures';
import type { SeedArticle } from './types';

type Patch = (article: SeedArticle, today: Date) => void;

const plain: Patch = (a) => {
  a.publishState = 'published';
  delete a.availabilityDate;
};
const withStock =
  (stock: number): Patch =>
  (a, today) => {
    plain(a, today);
    a.stock = stock;
  };
const notForSale =
  (message: string): Patch =>
  (a, today) => {
    withStock(120)(a, today);
    a.saleBlock = message;
  };

const PATCHES: Readonly<Record<string, Patch>> = {
  [FIXTURES.inStockArticleId]: withStock(200),
  [FIXTURES.expensiveArticleId]: withStock(80),
  [FIXTURES.outOfStockArticleId]: withStock(0),
  [FIXTURES.limitedStockArticleId]: withStock(3),
  [FIXTURES.preOrderArticleId]: (a, today) => {
    a.publishState = 'published';
    a.stock = 40;
    const available = addDays(today, 21);
    available.setUTCHours(8);
    a.availabilityDate = available.toISOString();
  },
  [FIXTURES.refurbArticleId]: withStock(25),
  [FIXTURES.usedArticleId]: withStock(12),
  [FIXTURES.variantsArticleId]: withStock(60),
  [FIXTURES.fiveStarArticleId]: (a, today) => {
    withStock(90)(a, today);
    a.rating = 5;
  },
  [FIXTURES.unpublishedArticleId]: (a) => {
    a.publishState = 'unpublished';
  },
  [FIXTURES.noPriceArticleId]: notForSale(NOT_FOR_SALE_MESSAGES.noPrice),
  [FIXTURES.notBuyableArticleId]: notForSale(NOT_FOR_SALE_MESSAGES.notBuyable),
  [FIXTURES.notAvailableArticleId]: notForSale(NOT_FOR_SALE_MESSAGES.notAvailable),
};

/** Pins the fixture articles (seed/fixtures.ts) to the behaviour their names promise. */
export function applyOverrides(articles: SeedArticle[], today: Date): void {
  articles.forEach((article) => PATCHES[article.articleId]?.(article, today));
}
