/**
 * A string cache with time-to-live. Implementations never throw: a cache that fails answers "miss" (get) or does nothing (set), so the
 * caller goes to the upstream and the page goes on.
 */
export interface Cache {
  readonly kind: 'memory' | 'redis' | 'redis-cluster';
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /**
   * Adds one to a counter that lives `ttlSeconds` past its last increment and answers the new count; `undefined` when the cache cannot
   * answer (the caller counts by itself).
   */
  incr(key: string, ttlSeconds: number): Promise<number | undefined>;
  /** Forgets a key (nothing when it is absent or the cache cannot answer). */
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

/** `promise`, rejected with `timeout()` past `ms`: a cache command (or a page's load) never holds a request longer than its bound. */
export function withTimeout<T>(promise: Promise<T>, ms: number, timeout = () => new Error(`cache command exceeded ${ms} ms`)): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const spent = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timeout()), ms);
  });
  return Promise.race([promise, spent]).finally(() => clearTimeout(timer));
}
