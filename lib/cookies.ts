/**
 * The product's own cookies and how to write them (docs/spec.md §9). Cookies of 7 days or more are also
 * set through PUT /api/cookie/, because browsers cap the lifetime of cookies written by script.
 */
import { ID_PATTERN } from './ids';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const TOKEN = /^[A-Za-z0-9_-]{8,64}$/;
const AFFILIATE = ID_PATTERN;
/** lib/consent/consent-model.ts encodeChoice. */
const CONSENT_SUMMARY = /^1\.[01]{11}\.[01]{4}$/;
/** An IAB TCF v2 TC string: base64url segments joined by dots. */
const TC_STRING = /^[A-Za-z0-9_-]{20,900}(\.[A-Za-z0-9_-]{1,900}){0,3}$/;
/** A rebate code as the shopper types it, upper-cased: letters and digits. */
export const REBATE_CODE = /^[A-Z0-9]{1,40}$/;

export const COOKIES = {
  userId: { name: 'nf_uid', days: 365, pattern: UUID },
  cartId: { name: 'nf_cid', days: 14, pattern: UUID },
  recommendationCustomerKey: { name: 'nf_rck', days: 365, pattern: TOKEN },
  recommendationSessionKey: { name: 'nf_rsk', days: 1, pattern: TOKEN },
  affiliate: { name: 'nf_aff', days: 1, pattern: AFFILIATE },
  /** The shopper's consent choice in compact form, read synchronously by the browser. */
  consent: { name: 'nf_consent', days: 365, pattern: CONSENT_SUMMARY },
  /** The IAB TCF v2 TC string of the same choice, under the name TCF vendors look for. */
  tcString: { name: 'euconsent-v2', days: 365, pattern: TC_STRING },
  /** The rebate code the shopper applied in the cart (server/forms/cart.ts), sent again at checkout; upper case. */
  rebateCode: { name: 'nf_rebate', days: 1, pattern: REBATE_CODE },
  /**
   * How many items the shopper's cart held when the server last read it (server/cart-count.ts): shown in the
   * header's cart link of the server's HTML, also of a shared cached page (lib/page-cache.ts). A display hint only.
   */
  cartCount: { name: 'nf_cart_n', days: 14, pattern: /^(0|[1-9][0-9]{0,2})$/ },
} as const;

export type CookieKey = keyof typeof COOKIES;

const DIRECT_WRITE_MAX_DAYS = 7;
const CLIENT_DAYS_FOR_LONG_COOKIES = 1;

export function cookieKeyOfName(name: string): CookieKey | undefined {
  return (Object.keys(COOKIES) as CookieKey[]).find((key) => COOKIES[key].name === name);
}

export function isValidCookieValue(key: CookieKey, value: string): boolean {
  return COOKIES[key].pattern.test(value);
}

/** How a cookie of this lifetime is written: by the browser for how long, and whether also by the server. */
export function planCookieWrite(days: number): { clientDays: number; viaServer: boolean } {
  return days < DIRECT_WRITE_MAX_DAYS
    ? { clientDays: days, viaServer: false }
    : { clientDays: CLIENT_DAYS_FOR_LONG_COOKIES, viaServer: true };
}

export interface CookieOptions {
  days: number;
  secure: boolean;
}

/** A Set-Cookie / document.cookie string: SameSite=Lax, Path=/, Secure outside local development. */
export function serializeCookie(name: string, value: string, { days, secure }: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Max-Age=${Math.round(days * 86_400)}`, 'SameSite=Lax'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export function expiredCookie(name: string, secure: boolean): string {
  return serializeCookie(name, '', { days: 0, secure });
}

/** Parses a Cookie header (or document.cookie); malformed pairs are skipped. */
export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (header ?? '').split(';')) {
    const index = pair.indexOf('=');
    if (index <= 0) continue;
    const name = pair.slice(0, index).trim();
    try {
      out[name] = decodeURIComponent(pair.slice(index + 1).trim());
    } catch {
      // A tampered, undecodable value is ignored.
    }
  }
  return out;
}

/**
 * The cart count a Cookie header's `nf_cart_n` asks the header to show, as the digits to write into the HTML:
 * 1-999 (more is 999), else '' (no count: absent, 0, or anything but digits). The edge does the same
 * (deploy/nginx/nordfynd.conf.template, map $cookie_nf_cart_n); nothing else is ever written.
 */
export function cartCountText(value: string | undefined): string {
  const digits = value === undefined ? null : /^0*([1-9][0-9]*)$/.exec(value);
  if (!digits) return '';
  return digits[1]!.length > 3 ? '999' : digits[1]!;
}

/** The attribute whose values are the shopper's cart count in the HTML (cartCountText; server/cart-count.ts). */
export const CART_COUNT_ATTRIBUTE = 'data-nf-cart-n';

/** What the product reads from one request's cookies, parsed once (server/server-context.ts requestCookies). */
export interface RequestCookies {
  /** Every cookie of the request by name (feature-flag overrides, checkout's tracking cookies). */
  all: Readonly<Record<string, string>>;
  userId?: string;
  cartId?: string;
  /** The stored consent choice in compact form (lib/consent/consent-model.ts decodeChoice). */
  consent?: string;
  rebateCode?: string;
  /** cartCountText of `nf_cart_n`: '' or 1-999. */
  cartCount: string;
}

export function readRequestCookies(header: string | undefined): RequestCookies {
  const all = parseCookies(header);
  const cookies: RequestCookies = { all, cartCount: cartCountText(all[COOKIES.cartCount.name]) };
  for (const key of ['userId', 'cartId', 'consent', 'rebateCode'] as const) {
    const value = readCookie(all, key);
    if (value !== undefined) cookies[key] = value;
  }
  return cookies;
}

/** A cookie's value only when it has the expected shape; a tampered one reads as absent. */
export function readCookie(cookies: Record<string, string>, key: CookieKey): string | undefined {
  const value = cookies[COOKIES[key].name];
  return value !== undefined && isValidCookieValue(key, value) ? value : undefined;
}
