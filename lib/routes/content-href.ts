/**
 * Content from the services links with route-key paths ("/campaign/top-bargains/",
 * "/customer-service/contact/"). This finds the longest route key the path starts
 * with and the segments after it, so the link can be localized.
 */
import table from './route-table.json';
import type { HrefOptions, RouteKey } from './hrefs';

const KEYS = (Object.keys(table.routes) as RouteKey[]).sort((a, b) => b.length - a.length);

export interface ResolvedHref extends HrefOptions {
  to: RouteKey;
}

/** null for anything that is not a site-internal path (absolute URLs, protocol-relative, junk). */
export function resolveRouteHref(path: string): ResolvedHref | null {
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  const [pathname = '/', search = ''] = path.split('?');
  const withSlash = pathname.endsWith('/') ? pathname : `${pathname}/`;
  const key = KEYS.find((k) => withSlash.startsWith(k));
  if (!key) return null;
  let segments: string[];
  try {
    segments = withSlash.slice(key.length).split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
  const query = search ? Object.fromEntries(new URLSearchParams(search)) : undefined;
  return { to: key, segments, query };
}

/**
 * The route a page is showing: a shared page's path (`pages` in the route table, the DYO pages:
 * "/dyo/engine-page/[route]" with `route` "clothes-engine") is its route key's ("/dyo/clothes-engine/"),
 * and the query loses the page's own parameters. Any other page path is returned as it is.
 */
export function routeOfPage(pathname: string, query: Record<string, string>): { path: string; query: Record<string, string> } {
  const params = [...pathname.matchAll(/\[(\w+)\]/g)].map((m) => m[1]);
  const filled = `${pathname.replace(/\[(\w+)\]/g, (_, name: string) => query[name] ?? '')}/`;
  const key = params.length > 0 ? Object.keys(table.pages).find((k) => table.pages[k as keyof typeof table.pages] === filled) : undefined;
  if (!key) return { path: pathname, query };
  return { path: key, query: Object.fromEntries(Object.entries(query).filter(([name]) => !params.includes(name))) };
}
