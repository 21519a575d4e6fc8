import { createCachedLoader } from '@/lib/cache/cached';
import { HttpError } from '@/lib/http/errors';
import type { Cache } from '@/lib/cache/cache';
import { createMemoryCache } from '@/lib/cache/memory-cache';
import { CACHE_COMMAND_TIMEOUT_MS, CACHE_COOLDOWN_MS, createRedisCache } from '@/lib/cache/redis-cache';
import { silentLogger } from '@/tests/helpers/logs';
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

  it('after its lifetime serves the last value at once and refreshes it in the background', async () => {
    const cached = createCachedLoader(cache);
    let version = 0;
    const load = jest.fn(async () => `v${++version}`);
    await expect(cached(`${kind}:ttl`, 1, load)).resolves.toBe('v1');
    await sleep(1100);
    await expect(cached(`${kind}:ttl`, 1, load)).resolves.toBe('v1');
    await sleep(50);
    expect(load).toHaveBeenCalledTimes(2);
    await expect(cached(`${kind}:ttl`, 1, load)).resolves.toBe('v2');
  });

  it('keeps serving the last good value while the upstream fails or hangs, within the stale limit', async () => {
    const onStale = jest.fn();
    const cached = createCachedLoader(cache, { staleSeconds: 60, onStale, breakerOpenSeconds: 1 });
    await cached(`${kind}:stale`, 1, async () => 'good');
    await sleep(1100);
    const failing = jest.fn(() => Promise.reject(new Error('upstream down')));
    await expect(cached(`${kind}:stale`, 1, failing)).resolves.toBe('good');
    await sleep(20);
    expect(onStale).toHaveBeenCalledTimes(1);
    // After a failed refresh the last good value is served without another call for the breaker interval.
    await expect(cached(`${kind}:stale`, 1, failing)).resolves.toBe('good');
    await sleep(20);
    expect(failing).toHaveBeenCalledTimes(1);
    await sleep(1000);
    const hanging = jest.fn(() => new Promise<string>(() => undefined));
    const started = Date.now();
    await expect(cached(`${kind}:stale`, 1, hanging)).resolves.toBe('good');
    await expect(cached(`${kind}:stale`, 1, hanging)).resolves.toBe('good');
    expect(Date.now() - started).toBeLessThan(200);
    await sleep(50);
    // One refresh in flight at a time, however many pages ask.
    expect(hanging).toHaveBeenCalledTimes(1);
  });

  it('shares entries between instances through the shared cache: one upstream call', async () => {
    const first = createCachedLoader(cache);
    const second = createCachedLoader(cache);
    const load = jest.fn(async () => ['menu']);
    await first(`${kind}:shared`, 60, load);
    await expect(second(`${kind}:shared`, 60, load)).resolves.toEqual(['menu']);
    expect(load).toHaveBeenCalledTimes(1);
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

  it('keeps serving from the in-process L1 when Redis stops answering', async () => {
    const redis = await startRedis();
    const cache = createRedisCache(redis.url, silentLogger);
    await ready(cache);
    const cached = createCachedLoader(cache);
    const load = jest.fn(async () => 'menu');
    await cached('l1', 60, load);
    redis.process.kill('SIGSTOP');
    try {
      const started = Date.now();
      await expect(cached('l1', 60, load)).resolves.toBe('menu');
      expect(Date.now() - started).toBeLessThan(50);
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      await cache.close();
      await redis.stop();
    }
  });
});

describe('Redis stalled, then killed, under a short load', () => {
  const FRESH = ['menu', 'footer', 'badges', 'fees', 'settings'];
  const STALE = ['start', 'category', 'product', 'articles', 'campaigns'];
  /** Per read: the command bound plus scheduling noise on a shared machine. */
  const BOUND_MS = CACHE_COMMAND_TIMEOUT_MS + 300;

  /**
   * Every key kept once, the STALE ones then past their lifetime, and from then on an upstream
   * that hangs: only a kept value can answer in time.
   */
  async function keptThenHanging(cached: ReturnType<typeof createCachedLoader>): Promise<Record<string, jest.Mock>> {
    const loads: Record<string, jest.Mock> = {};
    for (const key of [...FRESH, ...STALE]) {
      loads[key] = jest.fn(async () => `${key}:v1`);
      await cached(key, FRESH.includes(key) ? 60 : 1, loads[key]!, key);
    }
    await sleep(1_100);
    for (const key of [...FRESH, ...STALE]) loads[key] = jest.fn(() => new Promise<string>(() => undefined));
    return loads;
  }

  /** ~50 reads, ten at a time, each timed; resolves with every value and the slowest read. */
  async function shortLoad(cached: ReturnType<typeof createCachedLoader>, loads: Record<string, jest.Mock>) {
    const keys = [...FRESH, ...STALE];
    const values: unknown[] = [];
    let slowest = 0;
    for (let wave = 0; wave < 5; wave++) {
      await Promise.all(
        keys.map(async (key) => {
          const started = Date.now();
          values.push(await cached(key, FRESH.includes(key) ? 60 : 1, loads[key]!, key));
          slowest = Math.max(slowest, Date.now() - started);
        }),
      );
      await sleep(20);
    }
    return { values, slowest };
  }

  it('answers every read within the bound from the in-process copy or the stale value, and uses Redis again once it is back', async () => {
    const redis = await startRedis();
    const cache = createRedisCache(redis.url, silentLogger);
    await ready(cache);
    // No L1-only period: every read asks Redis first, so every read meets the stall.
    const cached = createCachedLoader(cache, { l1Seconds: 0 });
    const loads = await keptThenHanging(cached);
    redis.process.kill('SIGSTOP');
    try {
      const { values, slowest } = await shortLoad(cached, loads);
      expect(values).toHaveLength(50);
      expect(values.every((v) => typeof v === 'string' && v.endsWith(':v1'))).toBe(true);
      expect(slowest).toBeLessThan(BOUND_MS);
      // Fresh keys never went upstream; a stale key's refresh is one call in flight, whatever the load.
      for (const key of FRESH) expect(loads[key]).not.toHaveBeenCalled();
      for (const key of STALE) expect(loads[key]!.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      redis.process.kill('SIGCONT');
    }
    // Back: after the cool-down (the clock moved past it, not waited for) the cache is used again.
    const realNow = Date.now.bind(Date);
    const later = jest.spyOn(Date, 'now').mockImplementation(() => realNow() + CACHE_COOLDOWN_MS + 100);
    try {
      await cache.set('after-stall', 'stored', 30);
      await expect(cache.get('after-stall')).resolves.toBe('stored');
    } finally {
      later.mockRestore();
    }
    await cache.close();
    await redis.stop();
  }, 20_000);

  it('answers every read within the bound when Redis is killed, and a key nobody kept comes from the upstream', async () => {
    const redis = await startRedis();
    const cache = createRedisCache(redis.url, silentLogger);
    await ready(cache);
    const cached = createCachedLoader(cache, { l1Seconds: 0 });
    const loads = await keptThenHanging(cached);
    await redis.stop(); // SIGKILL
    try {
      const { values, slowest } = await shortLoad(cached, loads);
      expect(values.every((v) => typeof v === 'string' && v.endsWith(':v1'))).toBe(true);
      expect(slowest).toBeLessThan(BOUND_MS);
      for (const key of FRESH) expect(loads[key]).not.toHaveBeenCalled();
      const started = Date.now();
      await expect(cached('never-kept', 60, async () => 'from upstream')).resolves.toBe('from upstream');
      expect(Date.now() - started).toBeLessThan(BOUND_MS);
    } finally {
      await cache.close();
      // A reconnect attempt to the dead port may be under way; its connect timer (1 s) ends it.
      await sleep(1_100);
    }
  });
});

describe('circuit breakers', () => {
  const outage = () => new HttpError({ kind: 'timeout', message: 'timed out' });

  it('stop calling an endpoint that keeps failing, then let one trial call through', async () => {
    let clock = 1_000_000;
    const cached = createCachedLoader(createMemoryCache(), { breakerFailures: 3, breakerOpenSeconds: 15, now: () => clock });
    const load = jest.fn(() => Promise.reject(outage()));
    for (let i = 0; i < 3; i++) await expect(cached(`k${i}`, 60, load, 'shop:menuBase')).rejects.toMatchObject({ kind: 'timeout' });
    expect(load).toHaveBeenCalledTimes(3);
    // Open: fails at once with a typed error and the upstream sees nothing.
    await expect(cached('k9', 60, load, 'shop:menuBase')).rejects.toMatchObject({ kind: 'network', code: 'CIRCUIT_OPEN' });
    expect(load).toHaveBeenCalledTimes(3);
    // Another endpoint is not affected.
    await expect(cached('other', 60, async () => 'ok', 'shop:footer')).resolves.toBe('ok');
    jest.useFakeTimers({ now: Date.now() + 16_000, doNotFake: ['setTimeout', 'setImmediate', 'nextTick', 'queueMicrotask'] });
    try {
      clock += 16_000;
      load.mockResolvedValueOnce('back' as never);
      await expect(cached('k10', 60, load, 'shop:menuBase')).resolves.toBe('back');
    } finally {
      jest.useRealTimers();
    }
  });

  it('do not count "not found" as an outage', async () => {
    const cached = createCachedLoader(createMemoryCache(), { breakerFailures: 1 });
    const notFound = jest.fn(() => Promise.reject(new HttpError({ kind: 'not-found', status: 404, message: 'nope' })));
    await expect(cached('a', 60, notFound, 'catalog/v1/articles/:id')).rejects.toMatchObject({ kind: 'not-found' });
    await expect(cached('b', 60, notFound, 'catalog/v1/articles/:id')).rejects.toMatchObject({ kind: 'not-found' });
    expect(notFound).toHaveBeenCalledTimes(2);
  });
});
