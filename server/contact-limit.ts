/**
 * Contact-form messages per client IP (TRUST_PROXY_HOPS decides which IP):
 * a burst of CONTACT_MESSAGES_BURST, then one more every
 * CONTACT_REFILL_SECONDS. Per instance, like the log limit (the order limit is shared through Redis).
 * Every attempt, valid or not, is also counted before the body is validated
 * (CONTACT_ATTEMPTS_PER_MINUTE), so validation work per client is bounded too.
 */
import type { IncomingMessage } from 'node:http';
import { clientIp } from './client-ip';
import { createTokenBuckets } from './log/token-bucket';

export const CONTACT_MESSAGES_BURST = 5;
const CONTACT_REFILL_SECONDS = 120;

export const CONTACT_ATTEMPTS_PER_MINUTE = 20;

const attempts = createTokenBuckets({ capacity: CONTACT_ATTEMPTS_PER_MINUTE, windowMs: 60_000 });
const buckets = createTokenBuckets({ capacity: CONTACT_MESSAGES_BURST, windowMs: CONTACT_MESSAGES_BURST * CONTACT_REFILL_SECONDS * 1000 });

/** Takes one message for the request's client: `null` when allowed, else the seconds to wait (Retry-After). */
export function takeContactMessage(req: Pick<IncomingMessage, 'headers' | 'socket'>): number | null {
  const ip = clientIp(req);
  return buckets.take(ip) ? null : Math.max(1, buckets.retryAfterSeconds(ip));
}

/** Takes one attempt (any body) for the request's client before validation: `null` when allowed, else Retry-After seconds. */
export function takeContactAttempt(req: Pick<IncomingMessage, 'headers' | 'socket'>): number | null {
  const ip = clientIp(req);
  return attempts.take(ip) ? null : Math.max(1, attempts.retryAfterSeconds(ip));
}
