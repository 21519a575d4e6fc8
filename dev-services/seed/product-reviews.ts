/**
 * A product's reviews, made when first asked for (an article may have 1 800) from a stream keyed by the
 * article id, so every start gives the same reviews. Their ratings add up to the article's own `rating`
 * (to the nearest tenth) over its `reviewCount`; dates are offsets from the catalog's day.
 */
import { addDays, isoDate } from '../lib/dates';
import { createRng } from '../lib/prng';
import type { Rng } from '../lib/prng';
import type { L10n } from '../lib/locale';
import { MIXED_PRODUCT_REVIEWS, NEGATIVE_PRODUCT_REVIEWS, POSITIVE_PRODUCT_REVIEWS } from './product-review-texts';
import { REVIEW_AUTHORS } from './review-texts';
import type { SeedArticle } from './types';

export interface SeedProductReview {
  id: string;
  rating: number;
  title: L10n;
  text: L10n;
  author: string;
  /** yyyy-mm-dd */
  date: string;
  helpful: number;
  verifiedPurchase: boolean;
}

/** Draws ratings around the article's rating, then nudges them until their sum is the rating times the count. */
function ratingsFor(article: Pick<SeedArticle, 'rating' | 'reviewCount'>, rng: Rng): number[] {
  const count = article.reviewCount;
  const ratings = Array.from({ length: count }, () => Math.max(1, Math.min(5, Math.round(article.rating + (rng.next() - 0.5) * 3))));
  const target = Math.max(count, Math.min(5 * count, Math.round(article.rating * count)));
  let sum = ratings.reduce((a, b) => a + b, 0);
  while (sum !== target) {
    const i = rng.int(0, count - 1);
    const value = ratings[i]!;
    if (sum < target && value < 5) {
      ratings[i] = value + 1;
      sum += 1;
    } else if (sum > target && value > 1) {
      ratings[i] = value - 1;
      sum -= 1;
    }
  }
  return ratings;
}

function textFor(rating: number, rng: Rng): { title: L10n; text: L10n } {
  const pool = rating >= 4 ? POSITIVE_PRODUCT_REVIEWS : rating === 3 ? MIXED_PRODUCT_REVIEWS : NEGATIVE_PRODUCT_REVIEWS;
  // Title and text drawn apart: the same pool gives more combinations.
  return { title: rng.pick(pool).title, text: rng.pick(pool).text };
}

/** Every review of the article, newest first (ties by id). */
export function buildProductReviews(
  article: Pick<SeedArticle, 'articleId' | 'rating' | 'reviewCount' | 'createdAt'>,
  today: Date,
): SeedProductReview[] {
  const rng = createRng(`product-reviews:${article.articleId}`);
  const listedDaysAgo = Math.max(1, Math.round((today.getTime() - new Date(article.createdAt).getTime()) / 86_400_000));
  const reviews = ratingsFor(article, rng).map((rating, i): SeedProductReview => ({
    id: `${article.articleId}-pr${i + 1}`,
    rating,
    ...textFor(rating, rng),
    author: rng.pick(REVIEW_AUTHORS),
    date: isoDate(addDays(today, -rng.int(0, Math.min(listedDaysAgo, 720)))),
    helpful: Math.floor(80 * rng.next() ** 4),
    verifiedPurchase: rng.chance(0.85),
  }));
  return reviews.sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id, 'en', { numeric: true }));
}

const cache = new Map<string, SeedProductReview[]>();

/** The article's reviews, made once per article and catalog day. */
export function productReviews(
  article: Pick<SeedArticle, 'articleId' | 'rating' | 'reviewCount' | 'createdAt'>,
  today: Date,
): SeedProductReview[] {
  const key = `${article.articleId}:${isoDate(today)}`;
  let reviews = cache.get(key);
  if (!reviews) {
    if (cache.size > 500) cache.clear();
    reviews = buildProductReviews(article, today);
    cache.set(key, reviews);
  }
  return reviews;
}
