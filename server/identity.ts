import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { COOKIES, parseCookies, readCookie, serializeCookie } from '@/lib/cookies';
import { isHttpsSite } from './env';

/** The ids one page view ends up with (read from the cookies or newly set). */
export interface ShopperIds {
  userId: string;
  cartId: string;
}

function appendSetCookie(res: ServerResponse, cookie: string): void {
  const current = res.getHeader('Set-Cookie');
  const list = Array.isArray(current) ? current : current ? [String(current)] : [];
  res.setHeader('Set-Cookie', [...list, cookie]);
}

/**
 * The shopper's user id and cart id from their cookies; on the first page view
 * (or when a cookie was tampered with) new ones are generated and set.
 */
export function ensureIdentity(req: Pick<IncomingMessage, 'headers'>, res: ServerResponse): ShopperIds {
  const cookies = parseCookies(req.headers.cookie);
  const secure = isHttpsSite();
  let userId = readCookie(cookies, 'userId');
  let cartId = readCookie(cookies, 'cartId');
  if (!userId) {
    userId = randomUUID();
    appendSetCookie(res, serializeCookie(COOKIES.userId.name, userId, { days: COOKIES.userId.days, secure }));
  }
  if (!cartId) {
    cartId = randomUUID();
    appendSetCookie(res, serializeCookie(COOKIES.cartId.name, cartId, { days: COOKIES.cartId.days, secure }));
  }
  return { userId, cartId };
}
