/**
 * Query parameters that no page reads: campaign (`utm_*`) and click-id parameters, which only the browser's analytics read from the address
 * bar. proxy.ts renders a page without them and keys the rendered-page cache without them (docs/adr/0020-page-cache-on-second-ask.md), and
 * a form's `returnTo` leaves them out, so `/?utm_source=x` and `/` are one HTML.
 */
const IGNORED_PARAMS = new Set([
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'fbclid',
  'msclkid',
  'yclid',
  'ttclid',
  'twclid',
  'igshid',
  'li_fat_id',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
]);

/** A query parameter that no page reads (`utm_*`, click ids): it is kept out of the render and of the page's key. */
export function isIgnoredParam(name: string): boolean {
  return name.startsWith('utm_') || IGNORED_PARAMS.has(name);
}

/**
 * The URL without the parameters no page reads, or null when it has none (the common case: no copy is made). proxy.ts renders the page for
 * this URL and keys it by it, so `/?utm_source=x` and `/` share one copy and one HTML.
 */
export function withoutIgnoredParams(url: URL): URL | null {
  if (!url.search) return null;
  let found = false;
  for (const name of url.searchParams.keys()) {
    if (isIgnoredParam(name)) {
      found = true;
      break;
    }
  }
  if (!found) return null;
  const clean = new URL(url.href);
  for (const name of [...clean.searchParams.keys()]) if (isIgnoredParam(name)) clean.searchParams.delete(name);
  return clean;
}

/** A path with its query (`/s/?q=x&utm_source=y`) without the ignored parameters; unchanged when it has none. */
export function pathWithoutIgnoredParams(path: string): string {
  if (!path.includes('?') || !path.startsWith('/') || path.startsWith('//')) return path;
  const clean = withoutIgnoredParams(new URL(path, 'http://x'));
  return clean ? `${clean.pathname}${clean.search}` : path;
}
