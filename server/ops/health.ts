/**
 * Liveness and readiness of one instance; the public answer is one word, the detail only on the metrics port
 * (docs/operations.md#endpoints-and-exposure).
 */
import { withTimeout, type Cache } from '@/lib/cache/cache';
import type { BreakerState } from '@/lib/ops/observe';

type CacheCheck = 'ok' | 'down' | 'not-configured';

export interface ReadinessInput {
  draining: boolean;
  cache: CacheCheck;
  breakers: ReadonlyMap<string, BreakerState>;
}

export interface Readiness {
  ready: boolean;
  draining: boolean;
  cache: CacheCheck;
  /** Breakers by state, and the open ones by name (detail endpoint only). */
  breakers: { closed: number; halfOpen: number; open: string[] };
  /** Why not ready, in words; empty when ready. */
  reasons: string[];
}

export function readiness({ draining, cache, breakers }: ReadinessInput): Readiness {
  const open = [...breakers]
    .filter(([, s]) => s === 'open')
    .map(([name]) => name)
    .sort();
  const halfOpen = [...breakers.values()].filter((s) => s === 'half_open').length;
  const closed = breakers.size - open.length - halfOpen;
  const reasons: string[] = [];
  if (draining) reasons.push('draining');
  if (cache === 'down') reasons.push('shared cache does not answer');
  if (breakers.size > 0 && open.length === breakers.size) reasons.push('every upstream breaker is open');
  return { ready: reasons.length === 0, draining, cache, breakers: { closed, halfOpen, open }, reasons };
}

/** Runs `check` at most once per `intervalMs` and answers the last result meanwhile; concurrent callers share one run. */
export function memoized<T>(check: () => Promise<T>, intervalMs = 1_000, now = Date.now): () => Promise<T> {
  let last: { at: number; value: T } | undefined;
  let pending: Promise<T> | undefined;
  return () => {
    if (last && now() - last.at < intervalMs) return Promise.resolve(last.value);
    pending ??= check()
      .then((value) => {
        last = { at: now(), value };
        return value;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
}

/** Any key will do: the check is whether the shared cache answers within its bound (lib/cache/redis-cache.ts). */
const READY_KEY = 'nf:ops:ready';

/** Whether the shared cache answers: `incr` answers undefined when it cannot (down, past its 500 ms bound, or in its 5 s cool-down). */
async function checkCache(cache: Cache, boundMs = 1_000): Promise<CacheCheck> {
  if (cache.kind === 'memory') return 'not-configured';
  const count = await withTimeout(cache.incr(READY_KEY, 60), boundMs).catch(() => undefined);
  return count === undefined ? 'down' : 'ok';
}

export interface ReadinessCheckOptions {
  cache: () => Cache;
  breakers: ReadonlyMap<string, BreakerState>;
  draining: () => boolean;
  /** How long a result is reused (a probe storm makes one cache call per interval). */
  intervalMs?: number;
}

/** The readiness of this process now: memoized for `intervalMs`, except that draining answers at once. */
export function createReadinessCheck({ cache, breakers, draining, intervalMs = 1_000 }: ReadinessCheckOptions): () => Promise<Readiness> {
  const checked = memoized(async () => readiness({ draining: draining(), cache: await checkCache(cache()), breakers }), intervalMs);
  return async () => (draining() ? readiness({ draining: true, cache: 'not-configured', breakers }) : checked());
}
