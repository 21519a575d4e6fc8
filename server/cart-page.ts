/**
 * The cart page's cart, read on the server from the shopper's cookies (docs/adr/0018-forms-first.md):
 * the page is complete without JavaScript. Only for the page's own HTML (a full load); a client-side
 * navigation's data request carries none, the browser's store already holds the cart. The page is
 * the shopper's own (`private, no-store`).
 */
import type { GetServerSidePropsContext } from 'next';
import { parseCookies, readCookie } from '@/lib/cookies';
import { toLocale } from '@/lib/locales';
import { mapCartError } from '@/services/purchase/cart-errors';
import type { ServerCartProps } from '@/store/preload';
import { serverContext } from './context';
import { purchaseClient } from './services';

export async function loadServerCart(context: Pick<GetServerSidePropsContext, 'req' | 'locale'>): Promise<ServerCartProps | null> {
  if (context.req.headers['x-nextjs-data'] === '1') return null;
  const cookies = parseCookies(context.req.headers.cookie);
  const userId = readCookie(cookies, 'userId');
  const cartId = readCookie(cookies, 'cartId');
  // A first visit has no cart yet: an empty one (getPageProps has just set the ids).
  if (!userId || !cartId) return { cart: { id: cartId ?? '', items: [] }, error: null };
  const ctx = serverContext(context.req, toLocale(context.locale));
  try {
    const { data } = await purchaseClient().getCart(ctx, cartId, userId);
    return { cart: { id: data.id, items: data.items }, error: null };
  } catch (error) {
    const failure = mapCartError(error, 'fetch');
    ctx.log.warn({ err: error instanceof Error ? error.message : String(error), code: failure.code }, 'cart page: cart not read');
    return { cart: null, error: failure.code };
  }
}
