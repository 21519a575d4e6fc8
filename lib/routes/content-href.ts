/**
 * Content from the services links with route-key paths ("/campaign/top-bargains/", "/customer-service/contact/"). This finds the longest
 * route key the path starts with and the segments after it, so the link can be localized.
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
