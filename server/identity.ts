import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { COOKIES, serializeCookie } from '@/lib/cookies';
import { isHttpsSite } from './env';
import { requestCookies } from './server-context';

/** The ids one page view ends up with (read from the cookies or newly set). */
export interface ShopperIds {
  userId: string;
  cartId: string;
}

/** Adds a cookie to this response, replacing one of the same name set earlier in it (a first visit's ids). */
export function setCookie(res: Pick<ServerResponse, 'getHeader' | 'setHeader'>, name: string, cookie: string): void {
  const current = res.getHeader('Set-Cookie');
  const list = Array.isArray(current) ? current : current ? [String(current)] : [];
  res.setHeader('Set-Cookie', [...list.filter((c) => !c.startsWith(`${name}=`)), cookie]);
}

/** The ids a request ended up with, so a second ask in the same request neither parses nor sets anything again. */
const issued = new WeakMap<object, ShopperIds>();

/**
 * The shopper's user id and cart id from their cookies (the request context's, server/server-context.ts);
 * on the first page view (or when a cookie was tampered with) new ones are generated and set. The
 * request's cookies stay as the browser sent them (a new id reads as absent there: no cart yet).
 */
export function ensureIdentity(req: Pick<IncomingMessage, 'headers'>, res: ServerResponse): ShopperIds {
  const known = issued.get(req);
  if (known) return known;
  const cookies = requestCookies(req);
  const secure = isHttpsSite();
  let { userId, cartId } = cookies;
  if (!userId) {
    userId = randomUUID();
    setCookie(res, COOKIES.userId.name, serializeCookie(COOKIES.userId.name, userId, { days: COOKIES.userId.days, secure }));
  }
  if (!cartId) {
    cartId = randomUUID();
    setCookie(res, COOKIES.cartId.name, serializeCookie(COOKIES.cartId.name, cartId, { days: COOKIES.cartId.days, secure }));
  }
  const ids = { userId, cartId };
  issued.set(req, ids);
  return ids;
}
