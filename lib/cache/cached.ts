import type { Cache } from './cache';

/**
 * Read-through caching with single flight: concurrent misses for one key share
 * one loader call. Only successes are stored; a failure reaches every waiter
 * and nothing is cached.
 */
export function createCachedLoader(cache: Cache) {
  const inFlight = new Map<string, Promise<unknown>>();

  return async function cached<T>(key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T> {
    const hit = await cache.get(key);
    if (hit !== undefined) {
      try {
        return JSON.parse(hit) as T;
      } catch {
        // A corrupt entry is a miss.
      }
    }
    const pending = inFlight.get(key) as Promise<T> | undefined;
    if (pending) return pending;
    const promise = load().then(async (value) => {
      await cache.set(key, JSON.stringify(value), ttlSeconds);
      return value;
    });
    inFlight.set(key, promise);
    try {
      return await promise;
    } finally {
      inFlight.delete(key);
    }
  };
}

export type CachedLoader = ReturnType<typeof createCachedLoader>;
