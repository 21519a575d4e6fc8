/**
 * Order look-ups (the thank-you page and GET /api/purchase/order/v1/{id}) are
 * limited per client IP, so order ids cannot be probed in bulk even by the
 * browser that holds a user id. Per instance, like the log endpoint's limit.
 */
import type { IncomingMessage } from 'node:http';
import { clientIp } from './client-ip';
import { createTokenBuckets } from './log/token-bucket';

/** Look-ups a client may make per minute (a shopper reloading the confirmation needs a handful). */
export const ORDER_LOOKUPS_PER_MINUTE = 20;

const buckets = createTokenBuckets({ capacity: ORDER_LOOKUPS_PER_MINUTE, windowMs: 60_000 });

/** Takes one look-up for the request's client: `null` when allowed, else the seconds to wait (Retry-After). */
export function takeOrderLookup(req: Pick<IncomingMessage, 'headers' | 'socket'>): number | null {
  const ip = clientIp(req);
  return buckets.take(ip) ? null : Math.max(1, buckets.retryAfterSeconds(ip));
}
