import { addDays, isoDate } from '../lib/dates';
import type { Market } from '../lib/locale';
import { MARKETS } from '../lib/locale';
import type { PriceByMarket } from '../lib/money';
import { createRng } from '../lib/prng';
import type { SeedArticle } from './types';

/** One price of an article, applied from `from` (yyyy-mm-dd, UTC) until the next period's `from`. */
export interface PricePeriod {
  from: string;
  price: PriceByMarket;
}

const DAY_MS = 86_400_000;

/**
 * The lowest price applied in the 30 days before the current reduction began, in one market; undefined
 * when the current price is not a reduction against it (prisinformationslagen 7 a §, the EU Omnibus
 * directive art. 6a as read in SE, DK, NO and FI). The current reduction began when the current price
 * did; an earlier lower price in the window lowers the reference, an earlier equal one cancels it.
 */
export function lowestBeforeReduction(history: readonly PricePeriod[], market: Market, at: Date): number | undefined {
  const starts = history.map((p) => Date.parse(`${p.from}T00:00:00Z`));
  let current = -1;
  starts.forEach((start, i) => {
    if (start <= at.getTime()) current = i;
  });
  if (current < 1) return undefined;
  const reducedFrom = starts[current] ?? 0;
  const windowStart = reducedFrom - 30 * DAY_MS;
  let lowest = Infinity;
  for (let i = 0; i < current; i++) {
    const end = starts[i + 1] ?? reducedFrom;
    if (end > windowStart && (starts[i] ?? 0) < reducedFrom) lowest = Math.min(lowest, history[i]?.price[market] ?? Infinity);
  }
  const now = history[current]?.price[market] ?? 0;
  return Number.isFinite(lowest) && lowest > now ? lowest : undefined;
}

function between(low: number, high: number, share: number, market: Market): number {
  const raw = low + (high - low) * share;
  // A shop price: …9 kr, …,99 €.
  return market === 'FI' ? Math.round(raw / 100) * 100 - 1 : Math.round(raw / 1000) * 1000 - 100;
}

/**
 * A plausible price history per article and market (minor units), the last period being the current
 * price. A reduced article (one with `oldPrice`) was at its regular price for months, and its reduction
 * began 3–40 days ago; in the 30 days before it, a third had a shorter promotion at a price between
 * (so the reference is that lower price) and a tenth were already at today's price (no reduction to
 * announce). Other articles kept one price. Sets `priceHistory` and `lowestPrice30Days` of each article.
 */
export function assignPriceHistories(articles: SeedArticle[], today: Date): void {
  for (const article of articles) {
    const rng = createRng(`price-history:${article.articleId}`);
    const listed = new Date(Math.min(Date.parse(article.createdAt), addDays(today, -150).getTime()));
    if (!article.oldPrice) {
      article.priceHistory = [{ from: isoDate(listed), price: article.price }];
      continue;
    }
    const reducedFrom = addDays(today, -rng.int(3, 40));
    const history: PricePeriod[] = [{ from: isoDate(addDays(reducedFrom, -140)), price: article.oldPrice }];
    const roll = rng.next();
    const promoStart = addDays(reducedFrom, -rng.int(14, 26));
    const promoEnd = addDays(reducedFrom, -rng.int(4, 9));
    const old = article.oldPrice;
    const now = article.price;
    if (roll < 0.1) {
      history.push({ from: isoDate(promoStart), price: now }, { from: isoDate(promoEnd), price: old });
    } else if (roll < 0.43) {
      const share = rng.int(35, 70) / 100;
      const promo = Object.fromEntries(
        MARKETS.map((m) => {
          const mid = between(now[m], old[m], share, m);
          return [m, mid > now[m] && mid < old[m] ? mid : old[m]];
        }),
      ) as Record<Market, number>;
      history.push({ from: isoDate(promoStart), price: promo }, { from: isoDate(promoEnd), price: old });
    }
    history.push({ from: isoDate(reducedFrom), price: now });
    article.priceHistory = history;
  }
  for (const article of articles) {
    const lowest = Object.fromEntries(MARKETS.map((m) => [m, lowestBeforeReduction(article.priceHistory, m, today)]));
    if (MARKETS.every((m) => lowest[m] !== undefined)) article.lowestPrice30Days = lowest as Record<Market, number>;
    else delete article.lowestPrice30Days;
  }
}
