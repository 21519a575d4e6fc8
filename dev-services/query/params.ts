/** Lenient query-string readers: a missing or malformed value gives the default. */

export function intParam(query: URLSearchParams, name: string, fallback: number, min: number, max: number): number {
  const raw = query.get(name);
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return fallback;
  return Math.min(max, Math.max(min, Number(raw.trim())));
}

/** A non-negative decimal (e.g. a price in major units), or null. */
export function amountParam(query: URLSearchParams, name: string): number | null {
  const raw = query.get(name)?.trim().replace(',', '.');
  if (!raw || !/^\d{1,9}(\.\d{1,2})?$/.test(raw)) return null;
  return Number(raw);
}

export function enumParam<T extends string>(query: URLSearchParams, name: string, values: readonly T[], fallback: T): T {
  const raw = query.get(name)?.trim();
  return values.find((v) => v === raw) ?? fallback;
}

/** All values of a repeated key, also split on commas: `?brand=a&brand=b,c` → a, b, c. */
export function listParam(query: URLSearchParams, name: string): string[] {
  return query
    .getAll(name)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v.length > 0)
    .slice(0, 200);
}

export function textParam(query: URLSearchParams, name: string): string {
  return (query.get(name) ?? '').trim().slice(0, 200);
}
