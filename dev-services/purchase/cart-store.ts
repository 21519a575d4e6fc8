import type { RequestContext } from '../context';
import { HttpError } from '../http';
import type { Cart, CartLine } from '../state';

const CART_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** The cart of the request (created lazily); 400 without a valid cart id or `userId` header. */
export function requireCart(ctx: RequestContext): Cart {
  const cartId = ctx.params.cartId ?? '';
  if (!CART_ID.test(cartId)) throw new HttpError(400, 'Invalid cartId');
  if (!ctx.userId) throw new HttpError(400, 'Missing userId header');
  let cart = ctx.state.carts.get(cartId);
  if (!cart) {
    cart = { id: cartId, userId: ctx.userId, lines: [] };
    ctx.state.carts.set(cartId, cart);
  }
  return cart;
}

/** A DYO item is keyed by articleId + dyoId, anything else by articleId (docs/spec.md §3). */
export function findLine(cart: Cart, articleId: string, dyoId: string | undefined): CartLine | undefined {
  return cart.lines.find((line) => line.articleId === articleId && line.dyoId === dyoId);
}

/** Units of one article in the cart over all its lines (designs share the article's stock). */
export function quantityInCart(cart: Cart, articleId: string): number {
  return cart.lines.filter((line) => line.articleId === articleId).reduce((sum, line) => sum + line.quantity, 0);
}
