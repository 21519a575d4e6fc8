/**
 * The only `dyoImageUrl` a cart line may carry: its own design's preview, on our site or the design
 * service. Anything else is refused, so the cart never shows or forwards a foreign URL.
 */
import { ID_PATTERN } from '@/lib/ids';

const PREVIEW = 'preview.png';

export interface DesignImageOrigins {
  /** Base URL of the design service (may carry a path prefix). */
  designServiceUrl: string;
  /** NEXT_PUBLIC_SITE_URL. */
  siteUrl: string;
}

/** The path without trailing slashes, by a scan from the end (`/\/+$/` backtracks quadratically over a long run of slashes). */
function trimSlash(path: string): string {
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === 0x2f) end -= 1;
  return path.slice(0, end);
}

/** Longer than any URL of ours: refused before it is parsed. */
const MAX_URL_LENGTH = 2048;

export function isOwnDesignImageUrl(url: string, dyoId: string | undefined, origins: DesignImageOrigins): boolean {
  if (!dyoId || !ID_PATTERN.test(dyoId) || url.length > MAX_URL_LENGTH) return false;
  const ownPath = `/api/dyo/designs/${dyoId}/${PREVIEW}`;
  if (url === ownPath) return true;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.search || parsed.hash || parsed.username || parsed.password)
    return false;
  const candidates: Array<[string, string]> = [
    [origins.siteUrl, ownPath],
    [origins.designServiceUrl, `/dyo/v1/designs/${dyoId}/${PREVIEW}`],
  ];
  return candidates.some(([base, path]) => {
    try {
      const b = new URL(base);
      return parsed.origin === b.origin && parsed.pathname === `${trimSlash(b.pathname)}${path}`;
    } catch {
      return false;
    }
  });
}
