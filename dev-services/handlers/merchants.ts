import type { MerchantResponse, MerchantReviewsResponse, MerchantsResponse } from '../../services/catalog/types';
import type { RequestContext } from '../context';
import { HttpError, ok } from '../http';
import type { Reply } from '../http';
import { enumParam, intParam } from '../query/params';
import type { SeedMerchant } from '../seed/types';
import { toMerchant } from '../views/collections';

function findMerchant(ctx: RequestContext): SeedMerchant {
  const ref = ctx.params.id ?? '';
  const merchant = ctx.catalog.merchantById.get(ref) ?? ctx.catalog.merchantBySlug.get(ref);
  if (!merchant) throw new HttpError(404, `Merchant ${ref} not found`);
  return merchant;
}

/** GET /catalog/v1/merchants/{idOrSlug} */
export function getMerchant(ctx: RequestContext): Reply {
  const body: MerchantResponse = { data: toMerchant(ctx, findMerchant(ctx)) };
  return ok(body);
}

/** GET /catalog/v1/merchants/{idOrSlug}/reviews?rating=all|5|4|3&page=&pageSize= */
export function getMerchantReviews(ctx: RequestContext): Reply {
  const merchant = findMerchant(ctx);
  const rating = enumParam(ctx.query, 'rating', ['all', '5', '4', '3'] as const, 'all');
  const page = intParam(ctx.query, 'page', 1, 1, 10_000);
  const pageSize = intParam(ctx.query, 'pageSize', 10, 1, 50);
  const matching = merchant.reviews.filter((r) => (rating === 'all' ? true : rating === '5' ? r.rating === 5 : r.rating >= Number(rating)));
  const body: MerchantReviewsResponse = {
    data: {
      merchant: { id: merchant.id, name: merchant.name, slug: merchant.slug, rating: merchant.rating, reviewCount: merchant.reviewCount },
      items: matching
        .slice((page - 1) * pageSize, page * pageSize)
        .map((r) => ({ id: r.id, rating: r.rating, author: r.author, text: r.text[ctx.locale], date: r.date })),
      total: matching.length,
      page,
      pageSize,
    },
  };
  return ok(body);
}

/** GET /catalog/v1/merchants: every merchant (id, name, slug, rating, review count), by name in the request locale. */
export function listMerchants(ctx: RequestContext): Reply {
  const items = ctx.catalog.merchants
    .map((m) => ({ id: m.id, name: m.name, slug: m.slug, rating: m.rating, reviewCount: m.reviewCount }))
    .sort((a, b) => a.name.localeCompare(b.name, ctx.locale));
  const body: MerchantsResponse = { data: { items } };
  return ok(body);
}
