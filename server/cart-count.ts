/**
 * The cart count in the server's HTML, so the header shows it without JavaScript and from shared
 * caches (docs/adr/0025-cart-count-without-javascript.md). The `nf_cart_n` cookie is a display hint
 * only: nothing else reads it, and only 1-999 ever reaches the HTML.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { COOKIES, serializeCookie } from '@/lib/cookies';
import { NONCE_HEADER } from '@/lib/csp';
import { isHttpsSite, serverEnv } from './env';
import { setCookie } from './identity';
import { requestCookies } from './server-context';

/** The largest count the cookie holds. */
const MAX_COUNT = 999;

/** The number of items of a cart (the header's count: units, as the browser's selectCartCount counts). */
export function cartCount(cart: { items: readonly { quantity: number }[] }): number {
  const units = cart.items.reduce((sum, line) => sum + (Number.isFinite(line.quantity) ? Math.max(0, line.quantity) : 0), 0);
  return Math.min(MAX_COUNT, Math.floor(units));
}

/** Sets `nf_cart_n` on this response to the cart's count (replacing one set earlier in the response). */
export function rememberCartCount(
  res: Pick<ServerResponse, 'getHeader' | 'setHeader'>,
  cart: { items: readonly { quantity: number }[] },
): void {
  const { name, days } = COOKIES.cartCount;
  setCookie(res, name, serializeCookie(name, String(cartCount(cart)), { days, secure: isHttpsSite() }));
}

/**
 * What this render writes into the header's `data-nf-cart-n` attributes: behind the edge (the request's
 * nonce is the edge's secret placeholder, proxy.ts pageNonce) that same placeholder, which the edge
 * replaces per response with the shopper's count; otherwise the count of this request's cookie ('' for none).
 */
export function cartCountSlot(req: Pick<IncomingMessage, 'headers'>): string {
  const edgeToken = serverEnv().EDGE_NONCE_TOKEN;
  if (edgeToken && edgeToken.length >= 24 && req.headers[NONCE_HEADER] === edgeToken) return edgeToken;
  return requestCookies(req).cartCount;
}
