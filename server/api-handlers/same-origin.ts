/**
 * Cross-site rules for the API routes that change something: a body type a cross-site form cannot send, and `Sec-Fetch-Site`/`Origin` of
 * this site when sent (docs/security.md#cross-site-requests).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { serverEnv } from '../env';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ALLOWED_FETCH_SITES = new Set(['same-origin', 'none']);

export type CrossSiteVerdict = { ok: true } | { ok: false; status: 403 | 415; message: string };

/** A request header's (first) value. */
export function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function originOf(url: string | undefined): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/**
 * Whether an `Origin` header names this site, by scheme, host and port: the origin of NEXT_PUBLIC_SITE_URL, or the request's own origin
 * (`http://` + its `Host`, the app itself speaks plain HTTP; TLS ends in front of it). On the site's own host only the site's scheme counts
 * (`http://www.nordfynd.se` is not `https://www.nordfynd.se`).
 */
export function isOwnOrigin(origin: string, host: string | undefined, siteUrl: string | undefined): boolean {
  if (origin === 'null') return false;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  const site = originOf(siteUrl);
  if (site === parsed.origin) return true;
  const own = host ? originOf(`http://${host}`) : null;
  if (!own || (site && new URL(site).host === new URL(own).host)) return false;
  return own === parsed.origin;
}

const JSON_ONLY = ['application/json'] as const;

export function crossSiteVerdict(
  req: { method?: string; headers: IncomingHttpHeaders },
  siteUrl: string | undefined = serverEnv().NEXT_PUBLIC_SITE_URL,
  bodyTypes: readonly string[] = JSON_ONLY,
): CrossSiteVerdict {
  const method = (req.method ?? 'GET').toUpperCase();
  if (SAFE_METHODS.has(method)) return { ok: true };
  if (BODY_METHODS.has(method)) {
    const type = (header(req.headers, 'content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!bodyTypes.includes(type)) return { ok: false, status: 415, message: `Content-Type must be ${bodyTypes.join(' or ')}` };
  }
  const fetchSite = header(req.headers, 'sec-fetch-site');
  if (fetchSite !== undefined && !ALLOWED_FETCH_SITES.has(fetchSite.toLowerCase())) {
    return { ok: false, status: 403, message: 'Cross-site request refused' };
  }
  const origin = header(req.headers, 'origin');
  if (origin !== undefined && !isOwnOrigin(origin, header(req.headers, 'host'), siteUrl)) {
    return { ok: false, status: 403, message: 'Cross-site request refused' };
  }
  return { ok: true };
}
