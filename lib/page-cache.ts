/**
 * The rendered-page cache (docs/adr/0008-rendered-page-cache.md): the HTML of a page
 * that any visitor may see (the same rule that makes it `public` for a CDN) is kept
 * in this process for a few seconds, with its CSP nonce replaced by a placeholder.
 * `proxy.ts` answers a repeat request from here with a fresh nonce, without running
 * getServerSideProps or React; `server/page-cache-capture.ts` fills it. Per process,
 * bounded by entries and size, and shared between the proxy and the page renderer
 * through `globalThis` (they are bundled separately but run in one process).
 */
import { LRUCache } from 'lru-cache';
import { stringBytes } from './cache/string-bytes';

export interface CachedPage {
  /**
   * The HTML cut at the places where the render wrote its nonce: `nonce="…"` attributes and the
   * `csp-nonce` meta tag. A hit joins the parts with a new nonce. No placeholder text is involved,
   * so nothing a visitor typed into the page (a search term) can become a nonce (2026-11-25).
   */
  parts: string[];
  /** The Cache-Control for a visitor who already has the identity cookies. */
  cacheControl: string;
  contentType: string;
}

const STORE = Symbol.for('nordfynd.page-cache');

type Store = LRUCache<string, CachedPage>;

/** The cache's bounds: pages, and bytes of HTML in the heap (docs/adr/0008-rendered-page-cache.md). */
export const PAGE_CACHE_MAX_PAGES = 2_000;
export const PAGE_CACHE_MAX_BYTES = 100_000_000;

/**
 * The heap bytes of a page's HTML: its parts are slices of one string, which V8 stores with two bytes
 * per character when any character is beyond Latin-1 (every storefront page: "–", "★"), else one.
 * Counting characters (until 2026-11-26) let the cache hold 200 MB under a 100 MB bound.
 */
export function pageBytes(page: Pick<CachedPage, 'parts'>): number {
  const chars = page.parts.reduce((sum, part) => sum + part.length, 0);
  return page.parts.some((part) => stringBytes(part) > part.length) ? chars * 2 : chars;
}

export function pageCache(): Store {
  const holder = globalThis as typeof globalThis & { [STORE]?: Store };
  holder[STORE] ??= new LRUCache<string, CachedPage>({
    max: PAGE_CACHE_MAX_PAGES,
    maxSize: PAGE_CACHE_MAX_BYTES,
    sizeCalculation: (page, key) => Math.max(1, pageBytes(page) + stringBytes(key)),
  });
  return holder[STORE];
}

/** proxy.ts tells the renderer under which key a page may be kept (the URL as requested). */
export const PAGE_CACHE_KEY_HEADER = 'x-nf-page-cache-key';

/**
 * The page's key: the path with its locale prefix and the query, exactly as requested, and whether the
 * browser has a consent choice: without one the HTML holds the consent banner (a form that works without
 * JavaScript), with one it does not (docs/adr/0018-forms-first.md).
 */
export function pageCacheKey(url: URL, cookieHeader?: string | null): string {
  return `${url.pathname}${url.search}${hasConsentCookie(cookieHeader) ? '' : '#consent-banner'}`;
}

/** The browser has a stored consent choice (its value is checked where it is used: a tampered one counts as none there). */
export function hasConsentCookie(cookieHeader: string | null | undefined): boolean {
  return /(^|;\s*)nf_consent=1\.[01]{11}\.[01]{4}(;|$)/.test(cookieHeader ?? '');
}

/** Cookies whose presence makes the HTML this browser's own (feature-flag overrides). */
export function hasPersonalCookies(cookieHeader: string | null | undefined): boolean {
  return /(^|;\s*)nf_ff_/.test(cookieHeader ?? '');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The HTML cut at the nonce's attribute positions (`nonce="<nonce>"`, Next's `data-n-css="<nonce>"`
 * and the `csp-nonce` meta tag),
 * or null when the nonce also stands anywhere else: then visitor text holds it (only possible for
 * the edge's placeholder), and such a page is not kept. Attribute values a visitor chooses are
 * escaped by React (`"` is `&quot;`), so text cannot fake either position.
 */
export function splitAtNonce(html: string, nonce: string): string[] | null {
  const value = escapeRegExp(nonce);
  const positions = new RegExp(`(?<=\\s(?:nonce|data-n-css)=")${value}(?=")|(?<=<meta property="csp-nonce" content=")${value}(?=")`, 'g');
  const parts = html.split(positions);
  return parts.some((part) => part.includes(nonce)) ? null : parts;
}

/** The stored HTML with a new nonce where the render had its own. */
export function withNonce(page: CachedPage, nonce: string): string {
  return page.parts.join(nonce);
}
