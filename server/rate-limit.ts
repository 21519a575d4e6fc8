/**
 * A request limit per client key. With Redis the counts are shared (one fixed-window counter per key),
 * so N instances allow the rate once; without Redis, or while it fails, each instance counts alone:
 * an outage loosens a limit, it never blocks a shopper (docs/security.md#rate-limits).
 */
import type { Cache } from '@/lib/cache/cache';
import { createTokenBuckets } from './log/token-bucket';

/** A user id and an IPv6 address with a zone fit; anything longer is cut so client input cannot grow keys. */
const MAX_KEY_LENGTH = 128;

export interface RateLimitOptions {
  /** The shared cache; a memory cache (no Redis) means counting in this process only. */
  cache: Cache;
  limit: number;
  windowMs: number;
  /** Names the counters in the shared cache (one limit each). */
  name: string;
  now?: () => number;
}

/** Takes one request for a client key: `null` when allowed, else the seconds to wait (Retry-After). */
export type TakeRequest = (key: string) => Promise<number | null>;

export function createRateLimit({ cache, limit, windowMs, name, now = () => Date.now() }: RateLimitOptions): TakeRequest {
  const local = createTokenBuckets({ capacity: limit, windowMs, now });
  const takeLocal = (key: string) => (local.take(key) ? null : Math.max(1, local.retryAfterSeconds(key)));
  return async (rawKey) => {
    const key = rawKey.slice(0, MAX_KEY_LENGTH);
    if (cache.kind === 'memory') return takeLocal(key);
    const at = now();
    const window = Math.floor(at / windowMs);
    // The hash tag keeps a client's counters on one cluster slot.
    const count = await cache.incr(`ratelimit:${name}:{${key}}:${window}`, windowMs / 1000 + 5);
    if (count === undefined) return takeLocal(key);
    if (count <= limit) return null;
    return Math.max(1, Math.ceil(((window + 1) * windowMs - at) / 1000));
  };
}
