import { LRUCache } from 'lru-cache';
import type { Cache } from './cache';
import { stringBytes } from './string-bytes';

/**
 * The in-process default when no Redis is configured (one per server process). Bounded by entries
 * and by the bytes of its keys and values: bounded by entries alone, 5,000 upstream answers of a few
 * hundred kB each (catalog listings, every filter combination a crawler tries) could hold gigabytes.
 */
export function createMemoryCache(maxEntries = 5000, maxBytes = 64_000_000): Cache {
  const lru = new LRUCache<string, string>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (value, key) => Math.max(1, stringBytes(key) + stringBytes(value)),
  });
  return {
    kind: 'memory',
    get: async (key) => lru.get(key),
    set: async (key, value, ttlSeconds) => {
      lru.set(key, value, { ttl: ttlSeconds * 1000 });
    },
    incr: async (key, ttlSeconds) => {
      const count = Number(lru.get(key) ?? 0) + 1;
      lru.set(key, String(count), { ttl: ttlSeconds * 1000 });
      return count;
    },
    delete: async (key) => {
      lru.delete(key);
    },
    close: async () => lru.clear(),
  };
}
