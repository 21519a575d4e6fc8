/**
 * How the fetch wrapper checks a response body. Server code validates upstream responses with zod (`zodValidator`, never bundled for the
 * browser); the browser only calls the app's own API routes and checks their small answers with plain guards, keeping zod's ~25-40 kB out
 * of every page (docs/adr/0002).
 */
import type { Money } from '../money';

type Validated<T> = { ok: true; value: T } | { ok: false; error: string };
export type Validator<T> = (json: unknown) => Validated<T>;

/** A validator from a type guard, for the browser's calls to our own API. */
export function guardValidator<T>(guard: (json: unknown) => json is T, what: string): Validator<T> {
  return (json) => (guard(json) ? { ok: true, value: json } : { ok: false, error: `not a ${what}` });
}

/** A non-null object, for the guards of browser-side validators. */
export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** An object whose `keys` all hold strings. */
export function hasStrings(value: unknown, keys: readonly string[]): value is Record<string, unknown> {
  return isObject(value) && keys.every((key) => typeof value[key] === 'string');
}

/** Money as the app's API sends it (amount in minor units and a currency). */
export function isMoney(value: unknown): value is Money {
  return isObject(value) && typeof value.amount === 'number' && typeof value.currency === 'string';
}

/** A validator of the app API's `{ data }` envelope, from a check of what `data` holds. */
export function dataValidator<T>(isData: (data: Record<string, unknown>) => boolean, what: string): Validator<{ data: T }> {
  return guardValidator((json: unknown): json is { data: T } => isObject(json) && isObject(json.data) && isData(json.data), what);
}
