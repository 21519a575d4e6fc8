/**
 * Hooks through which caches, fetch, the page cache and the DYO renderer report to the metrics
 * (docs/operations.md#metrics). Each does nothing until a sink is installed, so this file has no
 * dependency; the sink lives on `globalThis` because instrumentation and pages are bundled apart.
 */

/** What the read-through cache did for one call (lib/cache/cached.ts). */
export type CacheEvent = 'l1_hit' | 'l2_hit' | 'stale' | 'miss' | 'refresh_failure';

/** A circuit breaker's state, as metrics and readiness see it. */
export type BreakerState = 'closed' | 'half_open' | 'open';

export interface OpsSink {
  cache(resource: string, event: CacheEvent): void;
  /** One upstream call: its URL, method, how long it took, and the error kind when it failed. */
  upstream(url: string, method: string, seconds: number, errorKind?: string): void;
  breaker(endpoint: string, state: BreakerState): void;
  pageCache(result: 'hit' | 'miss'): void;
  dyoRender(seconds: number, ok: boolean): void;
}

const SINK = Symbol.for('nordfynd.ops.sink');
type Holder = typeof globalThis & { [SINK]?: OpsSink };

export function installOpsSink(sink: OpsSink | undefined): void {
  (globalThis as Holder)[SINK] = sink;
}

function sink(): OpsSink | undefined {
  return (globalThis as Holder)[SINK];
}

/** Never throws: a metrics bug must not fail a request. */
function safely(call: (s: OpsSink) => void): void {
  const s = sink();
  if (!s) return;
  try {
    call(s);
  } catch {
    // ignored on purpose
  }
}

export const observe = {
  cache: (resource: string, event: CacheEvent) => safely((s) => s.cache(resource, event)),
  upstream: (url: string, method: string, startedMs: number, errorKind?: string) =>
    safely((s) => s.upstream(url, method, (Date.now() - startedMs) / 1000, errorKind)),
  breaker: (endpoint: string, state: BreakerState) => safely((s) => s.breaker(endpoint, state)),
  pageCache: (result: 'hit' | 'miss') => safely((s) => s.pageCache(result)),
  dyoRender: (seconds: number, ok: boolean) => safely((s) => s.dyoRender(seconds, ok)),
};

/** Times `work` and reports it as a DYO print render. */
export async function observeDyoRender<T>(work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    const result = await work();
    observe.dyoRender((performance.now() - started) / 1000, true);
    return result;
  } catch (error) {
    observe.dyoRender((performance.now() - started) / 1000, false);
    throw error;
  }
}
