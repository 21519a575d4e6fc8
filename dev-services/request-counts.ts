/**
 * How many requests each endpoint received, keyed by method, path with query,
 * market and locale (GET /__control/requests). Drills use it to prove that a
 * shared cache made exactly one upstream call per resource.
 */
export interface RequestCounts {
  add(key: string): void;
  list(): { key: string; count: number }[];
  /** Forgets every count; answers how many keys there were. */
  clear(): number;
}

export function createRequestCounts(): RequestCounts {
  const counts = new Map<string, number>();
  return {
    add: (key) => void counts.set(key, (counts.get(key) ?? 0) + 1),
    list: () => [...counts].map(([key, count]) => ({ key, count })).sort((a, b) => a.key.localeCompare(b.key)),
    clear() {
      const size = counts.size;
      counts.clear();
      return size;
    },
  };
}

/** `GET /cms/footer SE sv-SE`: what a cache key of the app is made of. */
export function requestKey(method: string, pathWithQuery: string, market: string | undefined, locale: string | undefined): string {
  return `${method} ${pathWithQuery} ${market ?? '-'} ${locale ?? '-'}`;
}
