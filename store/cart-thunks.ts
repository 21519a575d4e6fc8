/**
 * Cart thunks: each change is one press of the cart's form with `Accept: application/json` (services/api-client/purchase.ts `press` →
 * server/forms/cart.ts), the same server operation the plain form uses: the server makes the purchase calls, reads the cart again after a
 * lost answer and maps a failure with docs/spec.md §8; the thunk turns its answer into the cart or a CartRejection.
 */
import { createAsyncThunk } from '@reduxjs/toolkit';
import { isHttpError } from '@/lib/http/errors';
import type { CartAction, CartPressAnswer, PressFields } from '@/services/api-client/purchase';
import { mapCartError, type CartFailure, type CartOperation } from '@/services/purchase/cart-errors';
import { itemKey, type CartArticle, type ServerCart } from '@/services/purchase/models';
import type { ThunkExtra } from './thunk-extra';

export interface CartRejection {
  failure: CartFailure;
  /** The cart as the server last answered. */
  cart?: ServerCart;
}

type Config = { extra: ThunkExtra; rejectValue: CartRejection };

const UNKNOWN: CartFailure = { code: 'UNKNOWN_ERROR', banner: null, resetCart: false };
const MISSING_ID: CartRejection = { failure: UNKNOWN };

/** docs/spec.md §5: fails with an unknown error without a user id; a cart id is created if absent. */
export const fetchCart = createAsyncThunk<ServerCart, void, Config>('cart/fetched', async (_, { extra, rejectWithValue }) => {
  if (!extra.identity.userId()) return rejectWithValue(MISSING_ID);
  const cartId = extra.identity.ensureCartId();
  try {
    return await extra.purchase.getCart(cartId);
  } catch (error) {
    return rejectWithValue({ failure: mapCartError(error, 'fetch') });
  }
});

/**
 * One press at a time per cart: each answer is the cart after every earlier press, so the last answer is the newest cart. Two presses at
 * once (remove all blocked lines, quick taps on two lines) could answer out of order, and an older cart bring back a removed line.
 */
const queues = new WeakMap<ThunkExtra['purchase'], Promise<void>>();
const settle = () => undefined;

/**
 * The server's answer as the cart or a rejection. When the press itself got no answer (our own server unreachable or slow), the cart is
 * read once so the shopper sees what it holds; a refusal of the form route itself (another cart's page, the form rate limit) changed
 * nothing and starts no new cart.
 */
function pressed(extra: ThunkExtra, operation: CartOperation, press: () => Promise<CartPressAnswer>): Promise<ServerCart | CartRejection> {
  const before = queues.get(extra.purchase);
  const settled = before ? before.then(() => pressOnce(extra, operation, press)) : pressOnce(extra, operation, press);
  const tail = settled.then(settle, settle);
  queues.set(extra.purchase, tail);
  void tail.then(() => queues.get(extra.purchase) === tail && queues.delete(extra.purchase));
  return settled;
}

async function pressOnce(
  extra: ThunkExtra,
  operation: CartOperation,
  press: () => Promise<CartPressAnswer>,
): Promise<ServerCart | CartRejection> {
  let answer: CartPressAnswer;
  try {
    answer = await press();
  } catch (error) {
    const refused = isHttpError(error) && (error.status === 403 || error.status === 429);
    const cartId = extra.identity.cartId();
    const cart = cartId ? await extra.purchase.getCart(cartId).catch(() => undefined) : undefined;
    return { failure: refused ? UNKNOWN : mapCartError(error, operation), cart };
  }
  if (answer.failure) return { failure: answer.failure, cart: answer.cart ?? undefined };
  return answer.cart ?? { failure: UNKNOWN };
}

/** The form's action, its operation and fields for a press, or null when the shopper's ids are missing (an unknown error, nothing sent). */
type PressOf<Args> = (args: Args, identity: ThunkExtra['identity']) => [CartAction, CartOperation, PressFields] | null;

/** A cart thunk: one press of the cart's form; its answer is the cart, or the rejection with the failure. */
function pressThunk<Args>(type: string, pressOf: PressOf<Args>) {
  return createAsyncThunk<ServerCart, Args, Config>(type, async (args, { extra, rejectWithValue }) => {
    const press = extra.identity.userId() ? pressOf(args, extra.identity) : null;
    if (!press) return rejectWithValue(MISSING_ID);
    const [action, operation, fields] = press;
    const result = await pressed(extra, operation, () => extra.purchase.press(action, fields));
    return 'failure' in result ? rejectWithValue(result) : result;
  });
}

/** A line's fields as the cart's forms name them. */
const lineFields = (article: { articleId: string; dyoId?: string }) => ({ articleId: article.articleId, dyoId: article.dyoId });

export interface AddToCartArgs {
  article: CartArticle;
  quantity?: number;
}

export const addToCart = pressThunk<AddToCartArgs>('cart/itemAdded', ({ article, quantity = 1 }, identity) => {
  identity.ensureCartId();
  return ['add', 'add', { ...lineFields(article), dyoImageUrl: article.dyoImageUrl, quantity: String(Math.max(1, Math.floor(quantity))) }];
});

export interface AddAllArgs {
  /** A shared cart's buyable lines, each with the quantity the link names (capped at the stock). */
  items: { article: CartArticle; quantity: number }[];
  /** The page's one-time key, as the plain form sends it: a double tap is one press. */
  key: string;
}

/** A shared cart's "add all": one press; the server brings each line up to its quantity (never twice). */
export const addAllToCart = pressThunk<AddAllArgs>('cart/allAdded', ({ items, key }, identity) => {
  if (items.length === 0) return null;
  identity.ensureCartId();
  const item = items.map(({ article, quantity }) => `${article.articleId}${article.dyoId ? `~${article.dyoId}` : ''}*${quantity}`);
  return ['add-all', 'add', { item, key }];
});

export interface ChangeQuantityArgs {
  key: string;
  article: CartArticle;
  from: number;
  to: number;
}

/** The stepper: up or down by the difference (the server makes one call per unit). */
export const changeQuantity = pressThunk<ChangeQuantityArgs>('cart/quantityChanged', ({ article, from, to }, identity) => {
  const cartId = identity.cartId();
  if (!cartId || to === from || to < 1) return null;
  return ['quantity', to > from ? 'add' : 'remove', { ...lineFields(article), cartId, from: String(from), to: String(to) }];
});

export const removeFromCart = pressThunk<{ key: string; article: CartArticle }>('cart/itemRemoved', ({ article }, identity) => {
  const cartId = identity.cartId();
  return cartId ? ['remove', 'remove', { ...lineFields(article), cartId }] : null;
});

/** docs/spec.md §4: replacing a design removes the old item first, then adds the new one. */
export const replaceDyoDesign = createAsyncThunk<
  void,
  { previous: CartArticle; next: CartArticle; quantity: number },
  { extra: ThunkExtra }
>('cart/designReplaced', async ({ previous, next, quantity }, { dispatch }) => {
  const removed = await dispatch(removeFromCart({ key: itemKey(previous), article: previous }));
  if (removeFromCart.rejected.match(removed)) return;
  await dispatch(addToCart({ article: next, quantity }));
});

/** docs/spec.md §8 "anything else" starts a new cart; the shopper can put the old items back with one press ("add my items again"). */
export const restoreLostItems = createAsyncThunk<void, { article: CartArticle; quantity: number }[], { extra: ThunkExtra }>(
  'cart/lostItemsRestored',
  async (items, { dispatch }) => {
    for (const { article, quantity } of items) {
      const added = await dispatch(addToCart({ article, quantity }));
      if (addToCart.rejected.match(added)) return;
    }
  },
);
