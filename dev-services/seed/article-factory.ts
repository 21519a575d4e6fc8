import { addDays } from '../lib/dates';
import { pricesFromSek } from '../lib/money';
import type { PriceByMarket } from '../lib/money';
import { MARKETS } from '../lib/locale';
import { createRng } from '../lib/prng';
import type { Rng } from '../lib/prng';
import { localizedSlugs } from '../lib/text';
import type { ArticleDraft } from './draft';
import type { SeedArticle } from './types';

function oldPrices(priceSek: number, discount: number, price: PriceByMarket): PriceByMarket {
  const old = pricesFromSek(priceSek / (1 - discount));
  const out: Record<string, number> = {};
  MARKETS.forEach((market) => {
    const current = price[market];
    const candidate = old[market];
    // Rounding can eat a small discount; keep the old price visibly higher.
    out[market] = candidate > current ? candidate : current + (market === 'FI' ? 100 : 1000);
  });
  return out as PriceByMarket;
}

function drawStock(rng: Rng): number {
  const roll = rng.next();
  if (roll < 0.055) return 0;
  if (roll < 0.18) return rng.int(1, 9);
  return rng.int(10, 240);
}

function drawRating(rng: Rng): number {
  const roll = rng.next();
  if (roll < 0.08) return 5;
  if (roll < 0.1) return rng.int(10, 24) / 10;
  return rng.int(30, 49) / 10;
}

/** Draws the per-article values (stock, rating, dates, …) from a stream keyed by the article id. */
export function finalizeDraft(draft: ArticleDraft, articleId: string, index: number, today: Date): SeedArticle {
  const rng = createRng(`article:${articleId}`);
  const price = pricesFromSek(draft.priceSek);
  const preOrder = draft.stock === undefined && rng.chance(0.03);
  const stock = draft.stock ?? (preOrder ? rng.int(20, 80) : drawStock(rng));
  const rating = drawRating(rng);
  const reviewCount = Math.floor(1800 * rng.next() ** 3) + 1;
  const createdAt = addDays(today, -rng.int(0, 540));
  createdAt.setUTCHours(rng.int(6, 20), rng.int(0, 59));
  const article: SeedArticle = {
    articleId,
    legacyArticleId: String(12000 + index * 7),
    shopArticleId: `S${articleId}`,
    familyId: draft.familyId,
    title: draft.title,
    noun: draft.noun,
    slug: localizedSlugs(draft.title),
    categoryId: draft.categoryId,
    brandId: draft.brandId,
    merchantId: draft.merchantId,
    shape: draft.shape,
    colorHex: draft.colorHex,
    imageCount: rng.int(2, 4),
    price,
    properties: draft.properties,
    variations: [],
    condition: draft.condition,
    quantity: 1,
    shippingDaysMax: draft.shippingDaysMax,
    stock,
    classifications: draft.classifications,
    publishState: draft.stock === undefined && rng.chance(0.02) ? 'unpublished' : 'published',
    rating,
    reviewCount,
    description: draft.description,
    createdAt: createdAt.toISOString(),
    priceHistory: [],
    badgeIds: [],
    shipsFree: false,
    campaignIds: [],
    sold: Math.floor(3000 * rng.next() ** 2 * (rating / 5)) + reviewCount,
    costRatio: rng.int(55, 85) / 100,
  };
  if (draft.discount !== null) article.oldPrice = oldPrices(draft.priceSek, draft.discount, price);
  if (preOrder) {
    const available = addDays(today, rng.int(7, 60));
    available.setUTCHours(8);
    article.availabilityDate = available.toISOString();
  }
  return article;
}
