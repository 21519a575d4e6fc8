/**
 * One-time keys of the plain forms: a second delivery of the same press is a no-op, also from a cached page, because a claim is bound to
 * the cart's form round (docs/adr/0018-forms-first.md).
 */
import { createHash, randomFillSync } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Cache } from '@/lib/cache/cache';
import { stringBytes } from '@/lib/cache/string-bytes';
import { serverEnv } from '../env';
import { sharedCache } from '../services';

export const FORM_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** Seconds a claim (and a cart's round counter) is kept: the life of a cached page (s-maxage + stale-while-revalidate), at least a minute. */
export function formKeyTtlSeconds(cdnMaxAge: number = serverEnv().PAGE_CDN_MAX_AGE_SECONDS): number {
  return Math.max(60, cdnMaxAge * 6);
}

/**
 * The in-process copy: bounded by entries and by bytes (a key's string plus about 64 bytes of entry). One per process, on `globalThis`:
 * Next bundles the pages and each API route apart, and the round a page counts must be the one the form routes read.
 */
const processWide = globalThis as { nordfyndFormKeys?: LRUCache<string, number> };
const local = (processWide.nordfyndFormKeys ??= new LRUCache<string, number>({
  max: 20_000,
  maxSize: 4_000_000,
  sizeCalculation: (_, name) => stringBytes(name) + 64,
  ttl: 3600 * 1000,
}));

/** The shared cache, or none when it is only this bundle's memory (no Redis): then the process-wide copy decides. */
function shared(): Cache | undefined {
  const cache = sharedCache();
  return cache.kind === 'memory' ? undefined : cache;
}

/** Random bytes for 256 keys, filled at once (as Node's randomUUID pools them): one call into OpenSSL per 256 pages, not per page. */
const KEYS_PER_FILL = 256;
const keyBytes = Buffer.alloc(16 * KEYS_PER_FILL);
let nextKey = KEYS_PER_FILL;

/** A fresh key: 16 random bytes, each used once, as 22 base64url characters. */
export function newFormKey(): string {
  if (nextKey === KEYS_PER_FILL) {
    randomFillSync(keyBytes);
    nextKey = 0;
  }
  const start = 16 * nextKey++;
  return keyBytes.toString('base64url', start, start + 16);
}

/** 22 characters for any press (an add-all lists up to 50 items). */
const pressHash = (press: string) => createHash('sha256').update(press).digest('base64url').slice(0, 22);
const roundName = (cartId: string) => `form-round:{${cartId}}`;

async function round(cartId: string): Promise<string> {
  const value = await shared()?.get(roundName(cartId));
  return value ?? String(local.get(roundName(cartId)) ?? 0);
}

/**
 * A claim is per cart, round, key and press: one page's key serves all its forms, so "+" on one line and "remove" on another are two
 * presses, while a double tap on the same button is one.
 */
async function claimName(cartId: string, key: string, press: string): Promise<string> {
  return `form-key:{${cartId}}:${await round(cartId)}:${key}:${pressHash(press)}`;
}

async function increment(name: string, ttl: number): Promise<number> {
  const count = await shared()?.incr(name, ttl);
  // Claims this process made while the shared cache could not answer (a Redis client still connecting) count too.
  const earlier = local.get(name) ?? 0;
  if (count !== undefined) return count + earlier;
  local.set(name, earlier + 1, { ttl: ttl * 1000 });
  return earlier + 1;
}

/** A claim's name in the cache (what releaseFormKey deletes). */
export type FormClaim = string & { readonly formClaim: unique symbol };

/** The claim when this is the first use of this key for this press on this cart in its current round, else null. */
export async function claimFormKey(cartId: string, key: string, press: string): Promise<FormClaim | null> {
  const name = await claimName(cartId, key, press);
  return (await increment(name, formKeyTtlSeconds())) === 1 ? (name as FormClaim) : null;
}

/**
 * One press of `action` at a time per cart, across instances (the shared cache decides): the lock, or null while another press holds it.
 * Held at most `seconds`; released with releaseFormKey.
 */
export async function lockCart(cartId: string, action: string, seconds = 30): Promise<FormClaim | null> {
  const name = `cart-busy:{${cartId}}:${action}`;
  return (await increment(name, seconds)) === 1 ? (name as FormClaim) : null;
}

/** The call failed and changed nothing: the claim is deleted, the key may be used again. */
export async function releaseFormKey(claim: FormClaim): Promise<void> {
  local.delete(claim);
  await shared()?.delete(claim);
}

/** The shopper's browser loaded the page a form's 303 named: later presses with a cached page's key count again. */
export async function formAnswerSeen(cartId: string): Promise<void> {
  await increment(roundName(cartId), formKeyTtlSeconds());
}
