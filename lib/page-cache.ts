/**
 * The rendered-page cache (docs/adr/0008-rendered-page-cache.md): public pages' HTML kept a few seconds with the nonce as a placeholder, so
 * the proxy answers repeats without React. On `globalThis`: the proxy and renderer are bundled apart but run in one process.
 */
import { LRUCache } from 'lru-cache';
import { stringBytes } from './cache/string-bytes';
import { CART_COUNT_ATTRIBUTE } from './cookies';

export interface CachedPage {
  /**
   * The HTML cut at the places where the render wrote its nonce: `nonce="…"` attributes and the `csp-nonce` meta tag. A hit joins the parts
   * with a new nonce. No placeholder text is involved, so nothing a visitor typed into the page (a search term) can become a nonce.
   */
  parts: string[];
  /**
   * The joins between `parts` that are the shopper's cart count (`data-nf-cart-n` values, server/cart-count.ts) rather than the nonce: join
   * i is between parts[i] and parts[i + 1]. Ascending.
   */
  cartSlots?: number[];
  /** The heap bytes of `parts` (pageBytes), worked out once when the page is kept. */
  bytes?: number;
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
 * The heap bytes of a page's HTML: its parts are slices of one string, which V8 stores with two bytes per character when any is beyond
 * Latin-1 (every storefront page: "–", "★"), else one. Counting characters would let the cache hold 200 MB under a 100 MB bound.
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
    sizeCalculation: (page, key) => Math.max(1, (page.bytes ?? pageBytes(page)) + stringBytes(key)),
  });
  return holder[STORE];
}

/** proxy.ts tells the renderer under which key a page may be kept (the URL as requested). */
export const PAGE_CACHE_KEY_HEADER = 'x-nf-page-cache-key';

/** The browser has a stored consent choice (its value is checked where it is used: a tampered one counts as none there). */
function hasConsentCookie(cookieHeader: string | null | undefined): boolean {
  return /(^|;\s*)nf_consent=1\.[01]{11}\.[01]{4}(;|$)/.test(cookieHeader ?? '');
}

/**
 * The page's key: the path with its locale prefix and the query, exactly as requested, and whether the browser has a consent choice
 * (without one the HTML holds the consent banner, a form that works without JavaScript: docs/adr/0018-forms-first.md).
 */
export function pageCacheKey(url: URL, cookieHeader?: string | null): string {
  return `${url.pathname}${url.search}${hasConsentCookie(cookieHeader) ? '' : '#consent-banner'}`;
}

/**
 * Keys asked for once, as 32-bit hashes in two bounded generations (about 1 MB at most): a page is kept only on its key's second ask, so
 * one-off URLs cost no copy (docs/adr/0020-page-cache-on-second-ask.md). A hash collision only makes the second key kept on its first ask.
 */
const ASKED = Symbol.for('nordfynd.page-cache.asked');
const ASKED_PER_GENERATION = 20_000;
type Asked = { current: Set<number>; previous: Set<number> };

function keyHash(key: string): number {
  let hash = 0x811c9dc5; // FNV-1a
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** Notes an ask for `key` (a miss of the page cache) and answers whether it was asked before. */
export function askedBefore(key: string): boolean {
  const holder = globalThis as typeof globalThis & { [ASKED]?: Asked };
  const asked = (holder[ASKED] ??= { current: new Set(), previous: new Set() });
  const hash = keyHash(key);
  if (asked.current.has(hash)) return true;
  if (asked.previous.has(hash)) {
    asked.current.add(hash);
    return true;
  }
  if (asked.current.size >= ASKED_PER_GENERATION) {
    asked.previous = asked.current;
    asked.current = new Set();
  }
  asked.current.add(hash);
  return false;
}

/** Forgets every ask (tests). */
export function forgetAsks(): void {
  (globalThis as typeof globalThis & { [ASKED]?: Asked })[ASKED] = undefined;
}

/** Cookies whose presence makes the HTML this browser's own (feature-flag overrides). */
export function hasPersonalCookies(cookieHeader: string | null | undefined): boolean {
  return /(^|;\s*)nf_ff_/.test(cookieHeader ?? '');
}

const NONCE_ATTRIBUTES = [' nonce="', ' data-n-css="'];
const NONCE_META = '<meta property="csp-nonce" content="';
const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13 || code === 12;

/** The nonce at `at` stands as the value of one of the nonce's attributes. */
function atNoncePosition(html: string, at: number, nonceLength: number): boolean {
  if (html.charCodeAt(at + nonceLength) !== 34 /* " */) return false;
  if (html.startsWith(NONCE_META, at - NONCE_META.length)) return true;
  for (const attribute of NONCE_ATTRIBUTES) {
    const start = at - attribute.length;
    if (start >= 0 && isSpace(html.charCodeAt(start)) && html.startsWith(attribute.slice(1), start + 1)) return true;
  }
  return false;
}

/**
 * The HTML cut at the nonce's attribute positions (`nonce="<nonce>"`, Next's `data-n-css="<nonce>"` and the `csp-nonce` meta tag), or null
 * when the nonce also stands anywhere else: then visitor text holds it (only possible for the edge's placeholder), and such a page is not
 * kept. Attribute values a visitor chooses are escaped by React (`"` is `&quot;`), so text cannot fake either position. Found with indexOf:
 * no pattern is built from a request's nonce.
 */
export function splitAtNonce(html: string, nonce: string): string[] | null {
  if (!nonce) return null;
  const parts: string[] = [];
  let from = 0;
  for (let at = html.indexOf(nonce); at !== -1; at = html.indexOf(nonce, at + nonce.length)) {
    if (!atNoncePosition(html, at, nonce.length)) return null;
    parts.push(html.slice(from, at));
    from = at + nonce.length;
  }
  parts.push(html.slice(from));
  return parts;
}

const CART_COUNT_START = ` ${CART_COUNT_ATTRIBUTE}="`;

/**
 * The HTML cut at the cart count's attribute values (` data-nf-cart-n="…"`) and the nonce's positions (splitAtNonce), or null when the page
 * cannot be kept. React escapes `"` in every attribute value and text, and JSON in a script has `\"`, so nothing a visitor typed can open
 * or close such a value.
 */
export function splitPage(html: string, nonce: string): Pick<CachedPage, 'parts' | 'cartSlots'> | null {
  const parts: string[] = [];
  const cartSlots: number[] = [];
  let from = 0;
  for (;;) {
    const at = html.indexOf(CART_COUNT_START, from);
    const end = at === -1 ? html.length : at + CART_COUNT_START.length;
    const split = splitAtNonce(html.slice(from, end), nonce);
    if (!split) return null;
    parts.push(...split);
    if (at === -1) break;
    cartSlots.push(parts.length - 1);
    const close = html.indexOf('"', end);
    if (close === -1) return null;
    from = close;
  }
  return { parts, cartSlots };
}

/** The stored HTML with a new nonce where the render had its own, and this shopper's cart count (digits or ''). */
export function withNonce(page: CachedPage, nonce: string, cartCount = ''): string {
  const slots = page.cartSlots;
  if (!slots || slots.length === 0) return page.parts.join(nonce);
  let html = page.parts[0]!;
  let next = 0;
  for (let i = 1; i < page.parts.length; i++) {
    const isCart = slots[next] === i - 1;
    if (isCart) next += 1;
    html += (isCart ? cartCount : nonce) + page.parts[i]!;
  }
  return html;
}
