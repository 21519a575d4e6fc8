/**
 * @jest-environment node
 *
 * Until 2026-11-25, under single flight, a hanging endpoint with a cold cache made one call per
 * timeout for all waiting requests, and the breaker counted it as one failure, so it needed three
 * timeouts in a row (30 s at the old 10 s timeout) to open while every request waited. A failed
 * call now counts once for every request that waited for it.
 */
import { createCachedLoader } from '@/lib/cache/cached';
import { createMemoryCache } from '@/lib/cache/memory-cache';
import { HttpError } from '@/lib/http/errors';

/** Lets background refreshes run (they go through the cache and the breaker first). */
const settle = async () => {
  for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r));
};
const timeout = () => new HttpError({ kind: 'timeout', code: 'ETIMEDOUT', message: 'Request timed out' });

describe('a breaker under single flight', () => {
  it('opens after two timed-out calls that several cold requests waited for, not after one', async () => {
    const cached = createCachedLoader(createMemoryCache(), { breakerFailures: 3, breakerOpenSeconds: 15 });
    let fail: (error: unknown) => void = () => undefined;
    const load = jest.fn(() => Promise.reject<string>(timeout()));
    load.mockImplementationOnce(() => new Promise<string>((_, reject) => (fail = reject)));
    const waiting = [1, 2, 3].map(() => cached('shop:menuBase:SE:sv-SE', 60, load, 'shop:menuBase'));
    while (load.mock.calls.length === 0) await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
    fail(timeout());
    for (const request of waiting) await expect(request).rejects.toMatchObject({ kind: 'timeout' });
    expect(load).toHaveBeenCalledTimes(1);
    // One slow call alone does not open it: the next request gets a real call ...
    await expect(cached('shop:menuBase:SE:sv-SE', 60, load, 'shop:menuBase')).rejects.toMatchObject({ kind: 'timeout' });
    expect(load).toHaveBeenCalledTimes(2);
    // ... and after that second failure the next fails at once instead of waiting for a third timeout.
    await expect(cached('shop:menuBase:SE:sv-SE', 60, load, 'shop:menuBase')).rejects.toMatchObject({ code: 'CIRCUIT_OPEN' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('still needs three failures when each call had one request waiting', async () => {
    const cached = createCachedLoader(createMemoryCache(), { breakerFailures: 3, breakerOpenSeconds: 15 });
    const load = jest.fn(() => Promise.reject(timeout()));
    for (let i = 0; i < 2; i++) await expect(cached('k', 60, load, 'shop:footer')).rejects.toMatchObject({ kind: 'timeout' });
    await expect(cached('k', 60, load, 'shop:footer')).rejects.toMatchObject({ kind: 'timeout' });
    expect(load).toHaveBeenCalledTimes(3);
    await expect(cached('k', 60, load, 'shop:footer')).rejects.toMatchObject({ code: 'CIRCUIT_OPEN' });
  });

  it('does not count requests that were served a stale value while the refresh failed', async () => {
    let clock = 1_000_000;
    const cached = createCachedLoader(createMemoryCache(), { breakerFailures: 3, breakerOpenSeconds: 15, l1Seconds: 0, now: () => clock });
    await cached('s', 1, async () => 'v1', 'shop:fees');
    clock += 2_000;
    let fail: (error: unknown) => void = () => undefined;
    const load = jest.fn(() => new Promise<string>((_, reject) => (fail = reject)));
    for (let i = 0; i < 3; i++) await expect(cached('s', 1, load, 'shop:fees')).resolves.toBe('v1');
    while (load.mock.calls.length === 0) await new Promise((r) => setImmediate(r));
    fail(timeout());
    await new Promise((r) => setImmediate(r));
    // One failure only: the next cold key still gets a real call.
    const other = jest.fn(async () => 'fresh');
    await expect(cached('t', 1, other, 'shop:fees')).resolves.toBe('fresh');
  });
});

describe('a stale value whose refresh failed', () => {
  it('is served without another call until the breaker interval has passed', async () => {
    let clock = 5_000_000;
    const cached = createCachedLoader(createMemoryCache(), { breakerFailures: 3, breakerOpenSeconds: 3, l1Seconds: 0, now: () => clock });
    await cached('m', 1, async () => 'last good', 'shop:menuBase');
    clock += 2_000;
    const load = jest.fn(() => Promise.reject<string>(timeout()));
    await expect(cached('m', 1, load, 'shop:menuBase')).resolves.toBe('last good');
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 5; i++) {
      clock += 500;
      await expect(cached('m', 1, load, 'shop:menuBase')).resolves.toBe('last good');
    }
    expect(load).toHaveBeenCalledTimes(1);
    clock += 1_000;
    await expect(cached('m', 1, load, 'shop:menuBase')).resolves.toBe('last good');
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
