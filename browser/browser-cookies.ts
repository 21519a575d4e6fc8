/**
 * Cookie writes from the browser, following docs/spec.md §9 (lib/cookies.ts): under 7
 * days directly; 7 days or more for 1 day here and for the full time through
 * PUT /api/cookie/.
 */
import { COOKIES, expiredCookie, parseCookies, planCookieWrite, readCookie, serializeCookie, type CookieKey } from '@/lib/cookies';

const COOKIE_ENDPOINT = '/api/cookie/';

const secure = () => typeof window !== 'undefined' && window.location.protocol === 'https:';

export function readBrowserCookie(key: CookieKey): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return readCookie(parseCookies(document.cookie), key);
}

export function writeBrowserCookie(key: CookieKey, value: string): void {
  const { name, days } = COOKIES[key];
  const plan = planCookieWrite(days);
  document.cookie = serializeCookie(name, value, { days: plan.clientDays, secure: secure() });
  if (plan.viaServer) {
    void fetch(COOKIE_ENDPOINT, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name, value, expirationDays: days }),
      keepalive: true,
    }).catch(() => undefined);
  }
}

export function deleteBrowserCookie(key: CookieKey): void {
  document.cookie = expiredCookie(COOKIES[key].name, secure());
}

function uuid(): string {
  return crypto.randomUUID();
}

/** The shopper's ids as the store's thunks need them (services/api-client). */
export const browserIdentity = {
  userId: () => readBrowserCookie('userId'),
  cartId: () => readBrowserCookie('cartId'),
  /** docs/spec.md §5: a cart id is created if absent. */
  ensureCartId(): string {
    const existing = readBrowserCookie('cartId');
    if (existing) return existing;
    const created = uuid();
    writeBrowserCookie('cartId', created);
    return created;
  },
  /** docs/spec.md §8: after an unknown cart error the shopper starts a new cart. */
  renewCartId(): string {
    const created = uuid();
    writeBrowserCookie('cartId', created);
    return created;
  },
};

/** @public (the contract names it; read by a reader or a type check, not imported) */
export type BrowserIdentity = typeof browserIdentity;
