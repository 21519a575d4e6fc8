/**
 * Catalog lookups by id or slug: an unknown (404) or rejected (400) key is the shopper's 404 page, never a 500. Other failures stay errors.
 */
import { isHttpError } from '@/lib/http/errors';
import type { Logger } from '@/lib/logger';

export const NOT_FOUND = { notFound: true } as const;

/** The value, or null when the upstream says the thing does not exist (404) or the key is invalid (400). */
export async function orMissing<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (isHttpError(error) && (error.kind === 'not-found' || error.kind === 'bad-request')) return null;
    throw error;
  }
}

/**
 * The value, or null on any failure, for optional parts of a page. The failure is logged and recorded in the request context, so the page
 * that falls back is sent `no-store` and never shared by a cache.
 */
export async function orNull<T>(
  promise: Promise<T>,
  ctx: { log: Pick<Logger, 'warn'>; fallbacks?: string[] },
  what = 'optional data',
): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    ctx.log.warn({ err: error instanceof Error ? error.message : String(error) }, `${what} unavailable`);
    ctx.fallbacks?.push(what);
    return null;
  }
}

/** A route parameter as one string (Next gives string | string[] | undefined). */
export function param(value: string | string[] | undefined): string {
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
}
