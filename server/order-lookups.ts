/**
 * Order look-ups (the thank-you page and GET /api/purchase/order/v1/{id}) are
 * limited per client IP, so order ids cannot be probed in bulk even by the
 * browser that holds a user id.
 *
 * With Redis (or a Redis Cluster) configured the count is shared by every
 * instance: one counter per client and minute (INCR, a fixed window), so N
 * instances still allow the rate once, not N times. Without Redis, or while it
 * does not answer (the cache's 500 ms bound, then skipped for 5 s), each
 * instance counts by itself with a token bucket: a Redis outage never blocks a
 * shopper from their confirmation, it only loosens the limit to per instance.
 */
import type { IncomingMessage } from 'node:http';
import type { Cache } from '@/lib/cache/cache';
import { clientIp } from './client-ip';
import { createTokenBuckets } from './log/token-bucket';
import { sharedCache } from './services';

/** Look-ups a client may make per minute (a shopper reloading the confirmation needs a handful). */
export const ORDER_LOOKUPS_PER_MINUTE = 20;

const WINDOW_MS = 60_000;
/** An IPv6 address with a zone fits; anything longer is cut so client input cannot grow keys. */
const MAX_KEY_IP_LENGTH = 64;

export interface OrderLookupLimitOptions {
  /** The shared cache; a memory cache (no Redis) means counting in this process only. */
  cache: Cache;
  perMinute?: number;
  now?: () => number;
}

/** Takes one look-up for a client: `null` when allowed, else the seconds to wait (Retry-After). */
export type TakeLookup = (ip: string) => Promise<number | null>;

export function createOrderLookupLimit({ cache, perMinute = ORDER_LOOKUPS_PER_MINUTE, now = Date.now }: OrderLookupLimitOptions): TakeLookup {
  const local = createTokenBuckets({ capacity: perMinute, windowMs: WINDOW_MS, now });
  const takeLocal = (ip: string) => (local.take(ip) ? null : Math.max(1, local.retryAfterSeconds(ip)));
  return async (rawIp) => {
    const ip = rawIp.slice(0, MAX_KEY_IP_LENGTH);
    if (cache.kind === 'memory') return takeLocal(ip);
    const at = now();
    const window = Math.floor(at / WINDOW_MS);
    // The hash tag keeps a client's counters on one cluster slot.
    const count = await cache.incr(`ratelimit:order-lookups:{${ip}}:${window}`, WINDOW_MS / 1000 + 5);
    if (count === undefined) return takeLocal(ip);
    if (count <= perMinute) return null;
    return Math.max(1, Math.ceil(((window + 1) * WINDOW_MS - at) / 1000));
  };
}

let limit: TakeLookup | undefined;

/** Takes one look-up for the request's client (TRUST_PROXY_HOPS decides which IP): `null` when allowed, else Retry-After seconds. */
export function takeOrderLookup(req: Pick<IncomingMessage, 'headers' | 'socket'>): Promise<number | null> {
  limit ??= createOrderLookupLimit({ cache: sharedCache() });
  return limit(clientIp(req));
}
