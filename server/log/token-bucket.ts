/**
 * In-process token buckets per key (client IP): `capacity` requests at once, refilled at `capacity` per `windowMs`. Bounded by keys and by
 * bytes (a key's string plus about 96 bytes of bucket and entry): the least recently seen keys are forgotten first. Per instance; several
 * instances each allow the rate.
 */
import { LRUCache } from 'lru-cache';
import { stringBytes } from '@/lib/cache/string-bytes';

interface Bucket {
  tokens: number;
  updated: number;
}

export function createTokenBuckets({
  capacity,
  windowMs,
  maxKeys = 10_000,
  maxBytes = 2_000_000,
  now = Date.now,
}: {
  capacity: number;
  windowMs: number;
  maxKeys?: number;
  maxBytes?: number;
  now?: () => number;
}) {
  const buckets = new LRUCache<string, Bucket>({ max: maxKeys, maxSize: maxBytes, sizeCalculation: (_, key) => stringBytes(key) + 96 });
  const perMs = capacity / windowMs;
  return {
    /** Takes one token for the key; false when the key is over its rate. */
    take(key: string): boolean {
      const at = now();
      const bucket = buckets.get(key) ?? { tokens: capacity, updated: at };
      bucket.tokens = Math.min(capacity, bucket.tokens + (at - bucket.updated) * perMs);
      bucket.updated = at;
      const allowed = bucket.tokens >= 1;
      if (allowed) bucket.tokens -= 1;
      buckets.set(key, bucket);
      return allowed;
    },
    /** Whole seconds until the key has a token again (for Retry-After); 0 when it has one now. */
    retryAfterSeconds(key: string): number {
      const bucket = buckets.peek(key);
      if (!bucket) return 0;
      const tokens = Math.min(capacity, bucket.tokens + (now() - bucket.updated) * perMs);
      return tokens >= 1 ? 0 : Math.ceil((1 - tokens) / perMs / 1000);
    },
  };
}
