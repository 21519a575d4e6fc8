/**
 * The cart page's cart, read on the server from the shopper's cookies (docs/adr/0018-forms-first.md): the page is complete without
 * JavaScript. Only for the page's own HTML (a full load); a client-side navigation's data request carries none, the browser's store already
 * holds the cart. The page is the shopper's own (`private, no-store`).
 */
import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import type { RequestCookies } from '@/lib/cookies';
import { toLocale } from '@/lib/locales';
import type { RequestContext } from '@/lib/request-context';
import { mapCartError } from '@/services/purchase/cart-errors';
import { mapCheckoutError } from '@/services/purchase/checkout-errors';
import type { ServerCartProps } from '@/store/preload';
import { rememberCartCount } from './cart-count';
import { checkoutHeaders } from './checkout-headers';
import { getPageProps, type BasePageProps, type ServedProps } from './page-props';
import { serverContext } from './server-context';
import { purchaseClient } from './services';

async function loadServerCart(context: Pick<GetServerSidePropsContext, 'req' | 'res' | 'locale'>): Promise<ServerCartProps | null> {
  if (context.req.headers['x-nextjs-data'] === '1') return null;
  const ctx = serverContext(context.req, toLocale(context.locale));
  const { cookies } = ctx;
  const { userId, cartId } = cookies;
  // A first visit has no cart yet: an empty one (getPageProps has just set the ids).
  if (!userId || !cartId) return { cart: { id: cartId ?? '', items: [] }, error: null };
  try {
    const { data } = await purchaseClient().getCart(ctx, cartId, userId);
    // The header's count on the next pages, also without JavaScript and on shared cached pages (server/cart-count.ts).
    rememberCartCount(context.res, data);
    const cart = { id: data.id, items: data.items };
    const { rebateCode } = cookies;
    if (!rebateCode || data.items.length === 0) return { cart, error: null };
    return { cart, error: null, rebateSummary: await rebateSummary(ctx, { cartId, userId, rebateCode, cookies }) };
  } catch (error) {
    const failure = mapCartError(error, 'fetch');
    ctx.log.warn({ err: error instanceof Error ? error.message : String(error), code: failure.code }, 'cart page: cart not read');
    return { cart: null, error: failure.code };
  }
}

/**
 * The totals with the shopper's rebate code (the `nf_rebate` cookie, server/forms/cart.ts) as the purchase service's checkout counts them;
 * null when the code no longer holds or the service does not answer (the page then shows the cart's own totals and the code field again).
 */
async function rebateSummary(
  ctx: RequestContext,
  { cartId, userId, rebateCode, cookies }: { cartId: string; userId: string; rebateCode: string; cookies: RequestCookies },
): Promise<NonNullable<ServerCartProps['rebateSummary']> | null> {
  try {
    const { data } = await purchaseClient().checkout(ctx, cartId, userId, { rebateCode }, checkoutHeaders(cookies.all));
    return data.summary.rebateCode ? data.summary : null;
  } catch (error) {
    ctx.log.warn({ code: mapCheckoutError(error).code }, 'cart page: rebate code not counted');
    return null;
  }
}

/** The cart and checkout pages' props: the page's own and the shopper's cart (read side by side), the page personal. */
export const cartPageProps =
  (
    routeKey: '/cart/' | '/cart/checkout/',
    pageType: 'cart' | 'checkout',
  ): GetServerSideProps<ServedProps<BasePageProps & { serverCart: ServerCartProps | null }>> =>
  async (context) => {
    const [page, serverCart] = await Promise.all([getPageProps(context, { routeKey, pageType, personal: true }), loadServerCart(context)]);
    if (!('props' in page)) return page;
    return { props: { ...(await page.props), serverCart } };
  };
