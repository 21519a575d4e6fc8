import { BrokenCircuitError, CircuitState, circuitBreaker, handleWhen, type CircuitBreakerPolicy, type IBreaker } from 'cockatiel';
import { LRUCache } from 'lru-cache';
import { HttpError, isHttpError } from '../http/errors';
import { observe } from '../ops/observe';
import type { Cache } from './cache';

/**
 * Read-through caching of upstream answers that keeps pages fast on a bad day: an in-process L1, stale if error, single flight and a
 * breaker per endpoint (docs/adr/0007-stale-if-error-and-breakers.md). Only successes are stored.
 */
export interface CachedLoaderOptions {
  /** How long past its lifetime an entry may still be served when the upstream fails. */
  staleSeconds?: number;
  /** Consecutive failures that open an endpoint's breaker. */
  breakerFailures?: number;
  /** How long an open breaker refuses calls before one trial call. */
  breakerOpenSeconds?: number;
  /** How long the in-process L1 answers alone before it checks the shared cache again (keeps instances in step). */
  l1Seconds?: number;
  /** Entries and total characters the in-process L1 may hold. */
  l1MaxEntries?: number;
  l1MaxChars?: number;
  now?: () => number;
  /** Told when a refresh fails while a stale value is served. */
  onStale?: (key: string, error: unknown) => void;
}

interface Entry {
  value: unknown;
  /** Epoch ms until which the entry is fresh. */
  freshUntil: number;
  /** Epoch ms until which it may be served stale. */
  staleUntil: number;
  /** Epoch ms until which the L1 copy is used without asking the shared cache. */
  l1Until: number;
  size: number;
}

/**
 * Consecutive failures, where one failed call weighs as many failures as requests waited for it (`weighNext` is set just before the call's
 * rejection reaches the policy), but never enough to open the breaker alone: one slow call on a busy instance (a cold cache under load)
 * must not refuse an endpoint for `breakerOpenSeconds`; two failed calls in a row that several requests waited for do.
 */
class WaitersBreaker implements IBreaker {
  state = 0;
  private weight = 1;
  constructor(private readonly threshold: number) {}
  weighNext(waiters: number): void {
    this.weight = Math.min(Math.max(1, waiters), Math.max(1, this.threshold - 1));
  }
  success(): void {
    this.state = 0;
    this.weight = 1;
  }
  failure(): boolean {
    this.state += this.weight;
    this.weight = 1;
    return this.state >= this.threshold;
  }
}

/** What a breaker counts: the upstream is unwell, not "that id does not exist". */
export function countsAsOutage(error: unknown): boolean {
  return !isHttpError(error) || error.retryable || error.kind === 'invalid-response';
}

/** Reports a breaker's state now and on every change (lib/ops/observe.ts). */
function observeBreaker(name: string, breaker: CircuitBreakerPolicy): void {
  const report = (state: CircuitState) =>
    observe.breaker(name, state === CircuitState.Closed ? 'closed' : state === CircuitState.HalfOpen ? 'half_open' : 'open');
  report(breaker.state);
  breaker.onStateChange(report);
}

export function createCachedLoader(cache: Cache, options: CachedLoaderOptions = {}) {
  const {
    staleSeconds = 86_400,
    breakerFailures = 3,
    breakerOpenSeconds = 15,
    l1Seconds = 5,
    l1MaxEntries = 2_000,
    l1MaxChars = 40_000_000,
    now = Date.now,
    onStale,
  } = options;
  const l1 = new LRUCache<string, Entry>({ max: l1MaxEntries, maxSize: l1MaxChars, sizeCalculation: (e) => Math.max(1, e.size) });
  /** One call per key in flight, and how many requests wait for it (not those served a stale value). */
  const inFlight = new Map<string, { promise: Promise<unknown>; waiters: number }>();
  const breakers = new Map<string, { policy: CircuitBreakerPolicy; counter: WaitersBreaker }>();
  /**
   * Keys whose background refresh just failed: their stale value is served without another call until then (`breakerOpenSeconds`), so a
   * hanging endpoint with short timeouts is not asked again after every timeout while pages are served the last good value.
   */
  const refreshFailedUntil = new Map<string, number>();

  function breakerFor(name: string): { policy: CircuitBreakerPolicy; counter: WaitersBreaker } {
    let breaker = breakers.get(name);
    if (!breaker) {
      const counter = new WaitersBreaker(breakerFailures);
      breaker = {
        policy: circuitBreaker(handleWhen(countsAsOutage), { halfOpenAfter: breakerOpenSeconds * 1000, breaker: counter }),
        counter,
      };
      breakers.set(name, breaker);
      observeBreaker(name, breaker.policy);
    }
    return breaker;
  }

  async function readShared(key: string): Promise<Entry | undefined> {
    const text = await cache.get(key);
    if (text === undefined) return undefined;
    try {
      const parsed = JSON.parse(text) as { v: unknown; f: number; s: number };
      if (typeof parsed.f !== 'number' || typeof parsed.s !== 'number' || parsed.s <= now()) return undefined;
      const entry = { value: parsed.v, freshUntil: parsed.f, staleUntil: parsed.s, l1Until: now() + l1Seconds * 1000, size: text.length };
      l1.set(key, entry, { ttl: Math.max(1, parsed.s - now()) });
      return entry;
    } catch {
      return undefined; // A corrupt entry is a miss.
    }
  }

  async function store(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    const at = now();
    const freshUntil = at + ttlSeconds * 1000;
    const staleUntil = freshUntil + staleSeconds * 1000;
    const text = JSON.stringify({ v: value, f: freshUntil, s: staleUntil });
    l1.set(key, { value, freshUntil, staleUntil, l1Until: at + l1Seconds * 1000, size: text.length }, { ttl: staleUntil - at });
    await cache.set(key, text, ttlSeconds + staleSeconds);
  }

  function refresh<T>(
    key: string,
    ttlSeconds: number,
    load: () => Promise<T>,
    endpoint: string,
    checkShared: boolean,
    waiting: boolean,
  ): Promise<T> {
    const pending = inFlight.get(key);
    if (pending) {
      if (waiting) pending.waiters += 1;
      return pending.promise as Promise<T>;
    }
    const flight = { promise: undefined as unknown as Promise<T>, waiters: waiting ? 1 : 0 };
    const promise = (async () => {
      if (checkShared) {
        // Another instance may have refreshed the shared entry already.
        const shared = await readShared(key);
        if (shared && shared.freshUntil > now()) return shared.value as T;
      }
      let value: T;
      const breaker = breakerFor(endpoint);
      try {
        value = await breaker.policy.execute(async () => {
          try {
            return await load();
          } catch (error) {
            breaker.counter.weighNext(flight.waiters);
            throw error;
          }
        });
      } catch (error) {
        if (error instanceof BrokenCircuitError) {
          throw new HttpError({
            kind: 'network',
            code: 'CIRCUIT_OPEN',
            message: `upstream ${endpoint} is failing; not called for a while`,
          });
        }
        throw error;
      }
      await store(key, value, ttlSeconds);
      return value;
    })();
    flight.promise = promise;
    inFlight.set(key, flight);
    void promise.then(
      () => inFlight.delete(key),
      () => inFlight.delete(key),
    );
    return promise;
  }

  /**
   * The value for `key`: fresh from the caches, stale at once (refreshing in the background), or from `load` through the endpoint's breaker
   * when nothing is kept.
   */
  return async function cached<T>(key: string, ttlSeconds: number, load: () => Promise<T>, endpoint = 'default'): Promise<T> {
    const at = now();
    let entry = l1.get(key);
    let fromL1 = entry !== undefined;
    if (!entry || entry.l1Until <= at) {
      const shared = await readShared(key);
      if (shared) {
        entry = shared;
        fromL1 = false;
      } else if (entry) {
        // The shared cache lacks it (flushed, evicted or unreachable): this instance's copy stands,
        // and a fresh one is written back so the other instances find it again.
        entry.l1Until = at + l1Seconds * 1000;
        if (entry.freshUntil > at) {
          const text = JSON.stringify({ v: entry.value, f: entry.freshUntil, s: entry.staleUntil });
          void cache.set(key, text, Math.max(1, Math.round((entry.staleUntil - at) / 1000)));
        }
      }
    }
    if (entry && entry.freshUntil > at) {
      observe.cache(endpoint, fromL1 ? 'l1_hit' : 'l2_hit');
      return entry.value as T;
    }
    if (entry && entry.staleUntil > at) {
      observe.cache(endpoint, 'stale');
      if ((refreshFailedUntil.get(key) ?? 0) <= at) {
        refreshFailedUntil.delete(key);
        refresh(key, ttlSeconds, load, endpoint, fromL1, false).catch((error: unknown) => {
          observe.cache(endpoint, 'refresh_failure');
          // Bounded: the oldest mark goes first (Map keeps insertion order).
          if (refreshFailedUntil.size >= 10_000) refreshFailedUntil.delete(refreshFailedUntil.keys().next().value as string);
          refreshFailedUntil.set(key, now() + breakerOpenSeconds * 1000);
          onStale?.(key, error);
        });
      }
      return entry.value as T;
    }
    observe.cache(endpoint, 'miss');
    return refresh(key, ttlSeconds, load, endpoint, false, true);
  };
}

export type CachedLoader = ReturnType<typeof createCachedLoader>;
