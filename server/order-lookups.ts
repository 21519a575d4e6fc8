/**
 * Limits order look-ups so order ids cannot be probed in bulk, without ever keeping a shopper from their own
 * confirmation: shared through Redis when configured, per instance otherwise (docs/security.md#rate-limits).
 */
import type { IncomingMessage } from 'node:http';
import type { Cache } from '@/lib/cache/cache';
import { ID_PATTERN } from '@/lib/ids';
import type { RequestContext } from '@/lib/request-context';
import type { OrderResponse } from '@/services/purchase/types';
import { orMissing } from './catalog/not-found';
import { clientIp } from './client-ip';
import { createRateLimit, type TakeRequest } from './rate-limit';
import { purchaseClient, sharedCache } from './services';

/** Misses a shopper (user id + IP) may have per minute (a shopper reloading the confirmation needs none). */
export const ORDER_LOOKUPS_PER_MINUTE = 20;
/** Misses per client IP, whatever cookie comes with them. */
export const ORDER_MISSES_PER_IP_PER_MINUTE = 100;
/** Look-ups of any outcome per shopper and IP before the purchase service is no longer asked. */
export const ORDER_LOOKUPS_HARD_PER_MINUTE = 60;

export interface OrderLookupLimitOptions {
  /** The shared cache; a memory cache (no Redis) means counting in this process only. */
  cache: Cache;
  perMinute?: number;
  now?: () => number;
  /** Names the counters in the shared cache (one limit each). */
  name?: string;
}

/** Takes one look-up for a client: `null` when allowed, else the seconds to wait (Retry-After). */
export type TakeLookup = TakeRequest;

export function createOrderLookupLimit({
  cache,
  perMinute = ORDER_LOOKUPS_PER_MINUTE,
  now = Date.now,
  name = 'order-lookups',
}: OrderLookupLimitOptions): TakeLookup {
  return createRateLimit({ cache, limit: perMinute, windowMs: 60_000, name, now });
}

export type OrderLookupResult<T> = { kind: 'found'; value: T } | { kind: 'not-found' } | { kind: 'rate-limited'; retryAfter: number };

export interface OrderLookupLimits {
  misses: TakeLookup;
  missesPerIp: TakeLookup;
  lookups: TakeLookup;
}

export function createOrderLookupLimits(cache: Cache, now: () => number = Date.now): OrderLookupLimits {
  return {
    misses: createOrderLookupLimit({ cache, now, perMinute: ORDER_LOOKUPS_PER_MINUTE, name: 'order-misses' }),
    missesPerIp: createOrderLookupLimit({ cache, now, perMinute: ORDER_MISSES_PER_IP_PER_MINUTE, name: 'order-misses-ip' }),
    lookups: createOrderLookupLimit({ cache, now, perMinute: ORDER_LOOKUPS_HARD_PER_MINUTE, name: 'order-lookups' }),
  };
}

/**
 * One order look-up under the limits: `find` asks the purchase service for the order as this user
 * (null when it is unknown or not theirs; other failures are thrown on to the caller).
 */
export async function limitedOrderLookup<T>(
  limits: OrderLookupLimits,
  client: { ip: string; userId?: string },
  find: (userId: string) => Promise<T | null>,
): Promise<OrderLookupResult<T>> {
  const shopper = `${client.userId ?? '-'}@${client.ip}`;
  const miss = async (): Promise<OrderLookupResult<T>> => {
    const waits = await Promise.all([limits.misses(shopper), limits.missesPerIp(client.ip)]);
    const wait = Math.max(...waits.map((w) => w ?? 0));
    return wait > 0 ? { kind: 'rate-limited', retryAfter: wait } : { kind: 'not-found' };
  };
  if (!client.userId) return miss();
  const hard = await limits.lookups(shopper);
  if (hard !== null) return { kind: 'rate-limited', retryAfter: hard };
  const value = await find(client.userId);
  return value === null ? miss() : { kind: 'found', value };
}

let limits: OrderLookupLimits | undefined;

/**
 * The order `orderId` for this request's shopper (nf_uid cookie) and client (TRUST_PROXY_HOPS decides which IP): only the
 * browser that placed it may read it. The service's 404 and 400 ("unknown" or "someone else's") are one answer, not found.
 */
export function lookUpOrder(
  req: Pick<IncomingMessage, 'headers' | 'socket'>,
  ctx: RequestContext,
  userId: string | undefined,
  orderId: unknown,
): Promise<OrderLookupResult<OrderResponse['data']>> {
  limits ??= createOrderLookupLimits(sharedCache());
  return limitedOrderLookup(limits, { ip: clientIp(req), userId }, async (user) => {
    if (typeof orderId !== 'string' || !ID_PATTERN.test(orderId)) return null;
    return (await orMissing(purchaseClient().getOrder(ctx, orderId, user)))?.data ?? null;
  });
}
