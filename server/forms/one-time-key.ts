/**
 * One-time keys of the storefront's forms (docs/adr/0018-forms-first.md). Every page's props carry a
 * fresh random key (server/page-props.ts); its forms send it along. The first POST with a key for a
 * cart claims it; any later POST with the same key for the same cart (a double tap, a resubmission
 * after a slow answer, the browser's "send again") is a no-op. A claim lives an hour, in the shared
 * cache (Redis across instances, else in-process), through `INCR`; when the cache cannot answer, an
 * in-process copy decides. A call that failed without changing the cart gives its key back, so the
 * same form can be sent again.
 */
import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { stringBytes } from '@/lib/cache/string-bytes';
import { sharedCache } from '../services';

export const FORM_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
const TTL_SECONDS = 3600;

/** The in-process copy: bounded by entries and by bytes (a key's string plus about 64 bytes of entry). */
const local = new LRUCache<string, number>({ max: 20_000, maxSize: 4_000_000, sizeCalculation: (_, name) => stringBytes(name) + 64, ttl: TTL_SECONDS * 1000 });

export function newFormKey(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * A claim is per cart, key and press: one page's key serves all its forms, so "+" on one line and
 * "remove" on another are two presses, while a double tap on the same button is one.
 */
const cacheKey = (cartId: string, key: string, press: string) => `form-key:${cartId}:${key}:${press}`;

/** true the first time this key is used for this press on this cart within the hour. */
export async function claimFormKey(cartId: string, key: string, press: string): Promise<boolean> {
  const name = cacheKey(cartId, key, press);
  const count = await sharedCache().incr(name, TTL_SECONDS);
  if (count !== undefined) return count === 1;
  const seen = (local.get(name) ?? 0) + 1;
  local.set(name, seen);
  return seen === 1;
}

/** The call failed and changed nothing: the key may be used again. */
export async function releaseFormKey(cartId: string, key: string, press: string): Promise<void> {
  const name = cacheKey(cartId, key, press);
  local.delete(name);
  await sharedCache().set(name, '0', TTL_SECONDS);
}
