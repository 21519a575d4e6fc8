/**
 * Localized paths to pages with one table lookup in proxy.ts, matching what Next's rewrites and redirects did
 * (docs/adr/0014-localized-routing-in-the-proxy.md).
 */
import table from './route-table.json';
import { BRAND, LOCALES } from '../locales';

export interface LocalizedRoute {
  /** True: redirect the shopper (308) to `pathname`; false: render the page at `pathname`. */
  redirect: boolean;
  /** The path without locale prefix, with a trailing slash, e.g. "/product/100084/slug/". */
  pathname: string;
}

interface LocaleRoutes {
  /** Lower-cased localized path without trailing slash → route key, e.g. "/varukorg/kassa" → "/cart/checkout/". */
  pages: Map<string, string>;
  /** Lower-cased route key without trailing slash → localized path, e.g. "/cart/checkout" → "/varukorg/kassa/". */
  localized: Map<string, string>;
}

const withoutSlash = (path: string) => path.slice(0, -1);

/** Route keys served by a shared page (the DYO engine and landing pages): key → the page's path. */
const SHARED_PAGES: Readonly<Record<string, string>> = table.pages;

function routesOf(locale: string): LocaleRoutes {
  const routes: LocaleRoutes = { pages: new Map(), localized: new Map() };
  for (const [key, paths] of Object.entries(table.routes)) {
    const path = (paths as Record<string, string | null>)[locale]?.replace('{brand}', BRAND);
    const page = SHARED_PAGES[key];
    if (key === '/' || path == null) continue;
    // A shared page's own path is no public URL: it redirects to the route's.
    if (page) routes.localized.set(withoutSlash(page).toLowerCase(), path);
    if (path === key && !page) continue;
    routes.pages.set(withoutSlash(path).toLowerCase(), page ?? key);
    if (path !== key) routes.localized.set(withoutSlash(key).toLowerCase(), path);
  }
  return routes;
}

const ROUTES = new Map<string, LocaleRoutes>(LOCALES.map((locale) => [locale, routesOf(locale)]));

/** The most segments a route key or localized path has ("/designa/mobilskal/verktyg/": 3). */
const DEPTH = Math.max(
  ...[...ROUTES.values()].flatMap(({ pages, localized }) =>
    [...pages.keys(), ...localized.keys()].map((path) => path.split('/').length - 1),
  ),
);

/** The deepest entry of `paths` the path starts with, by whole segments, and the rest after it. */
function longestMatch(segments: readonly string[], paths: Map<string, string>): { target: string; rest: readonly string[] } | null {
  for (let depth = Math.min(DEPTH, segments.length); depth >= 1; depth--) {
    const target = paths.get(`/${segments.slice(0, depth).join('/')}`.toLowerCase());
    if (target !== undefined) return { target, rest: segments.slice(depth) };
  }
  return null;
}

/**
 * Where a request for `pathname` (without its locale prefix) in `locale` goes, or null when it is
 * not a localized or unlocalized route path (the home page, files, unknown paths, API routes).
 */
export function resolveLocalizedPath(pathname: string, locale: string): LocalizedRoute | null {
  const routes = ROUTES.get(locale);
  if (!routes || !pathname.startsWith('/')) return null;
  const segments = (pathname.endsWith('/') ? pathname.slice(1, -1) : pathname.slice(1)).split('/');
  // "/produkt//a/" is no route path: a segment is never empty.
  if (segments.includes('')) return null;
  const tail = (key: string, rest: readonly string[]) => `${key}${rest.map((segment) => `${segment}/`).join('')}`;
  const unlocalized = longestMatch(segments, routes.localized);
  if (unlocalized) return { redirect: true, pathname: tail(unlocalized.target, unlocalized.rest) };
  const page = longestMatch(segments, routes.pages);
  if (page) return { redirect: false, pathname: tail(page.target, page.rest) };
  return null;
}
