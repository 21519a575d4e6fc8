import { LRUCache } from 'lru-cache';
import type { Cache } from './cache';

/** The in-process default when no Redis is configured (one per server process). */
export function createMemoryCache(maxEntries = 5000): Cache {
  const lru = new LRUCache<string, string>({ max: maxEntries });
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
    close: async () => lru.clear(),
  };
}
