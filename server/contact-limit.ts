/**
 * Contact-form messages per client IP, per instance (floods, not guessing: docs/security.md#rate-limits).
 * Every attempt is also counted before validation, so validation work per client is bounded too.
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
