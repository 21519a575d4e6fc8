import { createCachedLoader } from '@/lib/cache/cached';
import type { Cache } from '@/lib/cache/cache';
import { createMemoryCache } from '@/lib/cache/memory-cache';
import { CACHE_COMMAND_TIMEOUT_MS, createRedisCache } from '@/lib/cache/redis-cache';
import { silentLogger } from '@/lib/log/logger';
import { freePort, startRedis, type RedisProcess } from '../helpers/redis-server';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function ready(cache: Cache): Promise<void> {
  for (let i = 0; i < 40; i++) {
    await cache.set('probe', '1', 5);
    if ((await cache.get('probe')) === '1') return;
    await sleep(25);
  }
  throw new Error('cache never became ready');
}

describe.each(['redis', 'memory'])('%s cache through the cached loader', (kind) => {
  let redis: RedisProcess | undefined;
  let cache: Cache;

  beforeAll(async () => {
    if (kind === 'redis') {
      redis = await startRedis();
      cache = createRedisCache(redis.url, silentLogger);
      await ready(cache);
    } else {
      cache = createMemoryCache();
    }
  });
  afterAll(async () => {
    await cache.close();
    await redis?.stop();
  });

  it('misses, then hits without calling the upstream again', async () => {
    const cached = createCachedLoader(cache);
    const load = jest.fn(async () => ({ menu: ['a'] }));
    await expect(cached(`${kind}:hit`, 60, load)).resolves.toEqual({ menu: ['a'] });
    await expect(cached(`${kind}:hit`, 60, load)).resolves.toEqual({ menu: ['a'] });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('expires after its time to live', async () => {
    const cached = createCachedLoader(cache);
    const load = jest.fn(async () => 'v');
    await cached(`${kind}:ttl`, 1, load);
    await sleep(1100);
    await cached(`${kind}:ttl`, 1, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('caches successes only', async () => {
    const cached = createCachedLoader(cache);
    const load = jest.fn().mockRejectedValueOnce(new Error('upstream down')).mockResolvedValueOnce('fine');
    await expect(cached(`${kind}:fail`, 60, load)).rejects.toThrow('upstream down');
    await expect(cached(`${kind}:fail`, 60, load)).resolves.toBe('fine');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('makes one upstream call for concurrent misses of one key', async () => {
    const cached = createCachedLoader(cache);
    const load = jest.fn(async () => {
      await sleep(30);
      return 'once';
    });
    const results = await Promise.all(Array.from({ length: 10 }, () => cached(`${kind}:flight`, 60, load)));
    expect(results).toEqual(Array(10).fill('once'));
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('a Redis that fails', () => {
  it('is bypassed within the command timeout when it stops answering, then at once', async () => {
    const redis = await startRedis();
    const cache = createRedisCache(redis.url, silentLogger);
    await ready(cache);
    redis.process.kill('SIGSTOP');
    try {
      let started = Date.now();
      await expect(cache.get('k')).resolves.toBeUndefined();
      expect(Date.now() - started).toBeLessThan(CACHE_COMMAND_TIMEOUT_MS + 200);
      started = Date.now();
      await expect(cache.get('k')).resolves.toBeUndefined();
      await cache.set('k', 'v', 10);
      expect(Date.now() - started).toBeLessThan(50);
    } finally {
      await cache.close();
      await redis.stop();
    }
  });

  it('costs nothing when it is down at start, and the page still gets its data', async () => {
    const port = await freePort();
    const cache = createRedisCache(`redis://127.0.0.1:${port}`, silentLogger);
    const cached = createCachedLoader(cache);
    const started = Date.now();
    await expect(cached('k', 60, async () => 'from upstream')).resolves.toBe('from upstream');
    expect(Date.now() - started).toBeLessThan(50);
    await cache.close();
  });
});
