/**
 * A request's `route` label: a key from a fixed set, never the URL, so no number of URLs grows the metrics (docs/operations.md#metrics).
 */
import table from '@/lib/routes/route-table.json';
import { BRAND, LOCALES } from '@/lib/locales';

/** Lower-cased localized path or key, without its trailing slash → route key. */
const PATHS = new Map<string, string>();
for (const [key, paths] of Object.entries(table.routes)) {
  if (key === '/') continue;
  PATHS.set(key.slice(0, -1).toLowerCase(), key);
  for (const path of Object.values(paths as Record<string, string | null>)) {
    if (path && path !== '/') PATHS.set(path.replace('{brand}', BRAND).slice(0, -1).toLowerCase(), key);
  }
}
const DEPTH = Math.max(...[...PATHS.keys()].map((path) => path.split('/').length - 1));
const LOCALE_PREFIXES = new Set(LOCALES.map((l) => l.toLowerCase()));

/** Every value routeKey can answer (metrics tests count on this set being small). */
export const ROUTE_KEYS: ReadonlySet<string> = new Set([...PATHS.values(), '/']);

/** The first segment of every API route (pages/api/*). */
export const API_FAMILIES: ReadonlySet<string> = new Set([
  'contact',
  'cookie',
  'dyo',
  'forms',
  'i18n',
  'listing',
  'log',
  'menu',
  'purchase',
  'search',
  'shell',
]);

export function routeKey(rawUrl: string | undefined, status: number): string {
  const url = rawUrl ?? '/';
  const end = url.search(/[?#]/);
  const path = (end === -1 ? url : url.slice(0, end)).slice(0, 512);
  const segments = path.split('/').filter(Boolean);
  if (segments[0] === '_next') {
    if (segments[1] === 'static') return 'next:static';
    if (segments[1] === 'data') return 'next:data';
    if (segments[1] === 'image') return 'next:image';
    return 'unmatched';
  }
  if (segments[0] === '__health') return 'health';
  if (segments[0] === 'api') {
    const family = segments[1] ?? '';
    return status !== 404 && API_FAMILIES.has(family) ? `api:${family}` : 'api:unmatched';
  }
  if (LOCALE_PREFIXES.has((segments[0] ?? '').toLowerCase())) segments.shift();
  if (segments.length === 0) return '/';
  for (let depth = Math.min(DEPTH, segments.length); depth >= 1; depth--) {
    const key = PATHS.get(`/${segments.slice(0, depth).join('/')}`.toLowerCase());
    if (key) return key;
  }
  return 'unmatched';
}

/** A method label from a fixed set. */
export function methodLabel(method: string | undefined): string {
  const m = (method ?? '').toUpperCase();
  return ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'].includes(m) ? m : 'OTHER';
}

/** "2xx" … "5xx" ("other" for a status outside 100–599). */
export function statusClass(status: number): string {
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other';
}

/**
 * The `endpoint` label of an upstream call from its URL: the path after the service's base path, every segment that is not one of the fixed
 * words our clients write replaced by ":id" ("cart/v2/<uuid>/increase" → "cart/v2/:id/increase"), so an id or a slug never becomes a label.
 * A new upstream path shows up as ":id" segments until its words are added here.
 */
const UPSTREAM_WORDS = new Set([
  // services, versions
  'navigation',
  'cms',
  'fees',
  'catalog',
  'cart',
  'checkout',
  'order',
  'dyo',
  'v1',
  'v2',
  'v3',
  // resources and actions (services/*/client.ts, services/cache-table.ts)
  'menu',
  'base',
  'siteSettings',
  'footer',
  'badges',
  'contact',
  'designs',
  'categories',
  'articles',
  'search',
  'suggestions',
  'campaigns',
  'brands',
  'merchants',
  'reviews',
  'storefronts',
  'start',
  'pages',
  'place',
  'increase',
  'decrease',
  'meta',
]);

export function upstreamEndpoint(rawUrl: string, basePaths: readonly string[] = []): string {
  let path: string;
  try {
    path = new URL(rawUrl).pathname;
  } catch {
    return 'invalid';
  }
  const base = basePaths.filter((b) => b !== '/' && path.startsWith(b)).sort((a, b) => b.length - a.length)[0];
  if (base) path = path.slice(base.length);
  const segments = path.split('/').filter(Boolean).slice(0, 6);
  return segments.map((segment) => (UPSTREAM_WORDS.has(segment) ? segment : ':id')).join('/') || '/';
}
