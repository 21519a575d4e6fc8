/**
 * Routes are data (docs/conventions.md §5): every route key of docs/spec.md §2 maps to a localized path per locale in route-table.json.
 * Every internal link is built here; proxy.ts finds a localized path's page in the same table (lib/routes/localized-routing.ts).
 */
import table from './route-table.json';
import { BRAND, DEFAULT_LOCALE, LOCALES, type Locale } from '../locales';
import { publicSiteUrl } from '../public-env';

export type RouteKey = keyof typeof table.routes;
type Query = Record<string, string | number | undefined | null>;

export interface HrefOptions {
  /** Path segments after the route's own path, e.g. a product id and slug. */
  segments?: readonly (string | number)[];
  /**
   * Segments that differ per locale (a category's or campaign's slug in each language): the locale's own wins over `segments` in `href` and
   * `alternates`, so hreflang names each locale's own URL.
   */
  localeSegments?: Readonly<Partial<Record<Locale, readonly (string | number)[]>>>;
  query?: Query;
}

/** Reports unknown keys; set by the app so lib/ stays free of a logger import. */
let onUnknownKey: (key: string, locale: Locale) => void = () => undefined;
export function setUnknownRouteKeyHandler(handler: (key: string, locale: Locale) => void): void {
  onUnknownKey = handler;
}

function isRouteKey(key: string): key is RouteKey {
  return Object.prototype.hasOwnProperty.call(table.routes, key);
}

/** Whether the route exists in the locale (`/discover/` is Swedish only, for instance). */
export function isRouteAvailable(key: RouteKey, locale: Locale): boolean {
  return table.routes[key][locale] !== null;
}

/** Each locale's paths of the route keys, as `localizedPath` answers them: a page builds a hundred links. */
const paths = new Map<Locale, Map<string, string>>();

/** The localized path of a route key, without locale prefix or segments. */
export function localizedPath(key: string, locale: Locale): string {
  if (!isRouteKey(key)) {
    onUnknownKey(key, locale);
    return withTrailingSlash(key);
  }
  let known = paths.get(locale);
  if (!known) paths.set(locale, (known = new Map()));
  let path = known.get(key);
  if (path === undefined) {
    const localized = table.routes[key][locale];
    path = localized === null ? key : localized.replace('{brand}', BRAND);
    known.set(key, path);
  }
  return path;
}

function withTrailingSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

function encodeQuery(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.append(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Path of a route in a locale with the locale prefix (none for the default locale). */
export function href(key: RouteKey, locale: Locale, options: HrefOptions = {}): string {
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  let path = localizedPath(key, locale);
  const segments = options.localeSegments?.[locale] ?? options.segments;
  if (segments) for (let i = 0; i < segments.length; i++) path += (i > 0 ? '/' : '') + encodeURIComponent(String(segments[i]));
  return `${prefix}${withTrailingSlash(path)}${encodeQuery(options.query)}`;
}

/** Absolute URL of a route, for canonical links, hreflang and sitemaps. */
export function absoluteUrl(path: string): string {
  return `${publicSiteUrl()}${path}`;
}

export interface Alternate {
  hrefLang: Locale | 'x-default';
  href: string;
}

/** hreflang alternates: the same route in every locale it exists in (with that locale's `localeSegments`). */
export function alternates(key: RouteKey, options: HrefOptions = {}): Alternate[] {
  const list: Alternate[] = LOCALES.filter((l) => isRouteAvailable(key, l)).map((l) => ({
    hrefLang: l,
    href: absoluteUrl(href(key, l, options)),
  }));
  if (isRouteAvailable(key, DEFAULT_LOCALE)) {
    list.push({ hrefLang: 'x-default', href: absoluteUrl(href(key, DEFAULT_LOCALE, options)) });
  }
  return list;
}
