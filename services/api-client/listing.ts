/**
 * The browser's call for a listing's count with pending filters (same-origin API route,
 * pages/api/listing/count.ts), checked with a plain guard (no zod in the browser: docs/adr/0002).
 */
import { request } from '@/lib/http/request';
import { guardValidator, isObject } from '@/lib/http/validator';
import type { ListingScope } from '@/lib/catalog/listing-scope';
import type { RequestContext } from '@/lib/request-context';

const validate = guardValidator(
  (value: unknown): value is { total: number } =>
    isObject(value) && typeof value.total === 'number' && Number.isSafeInteger(value.total) && value.total >= 0,
  'listing count answer',
);

/** GET /api/listing/count/: the number of products of `scope` with the filters of `query` (a listing's URL query). */
export async function listingCount(
  ctx: RequestContext,
  scope: ListingScope,
  query: Record<string, string>,
  signal?: AbortSignal,
): Promise<number> {
  const params = new URLSearchParams({ ...query, in: scope.kind, key: scope.key, locale: ctx.locale });
  for (const key of ['q', 'page', 'sort']) params.delete(key);
  return (await request(`/api/listing/count/?${params.toString()}`, ctx, { validate, signal })).total;
}
