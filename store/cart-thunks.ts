/**
 * Cart thunks: each calls the purchase service through the injected API and
 * turns a failure into a CartRejection with the docs/spec.md §8 mapping.
 */
import { createAsyncThunk } from '@reduxjs/toolkit';
import { isHttpError } from '@/lib/http/errors';
import { mapCartError, type CartFailure, type CartOperation } from '@/services/purchase/cart-errors';
import { itemKey, type CartArticle, type ServerCart } from '@/services/purchase/models';
import type { ThunkExtra } from './thunk-extra';

export interface CartRejection {
  failure: CartFailure;
  /** The cart as the server last answered, when some calls of a batch succeeded. */
  cart?: ServerCart;
}

type Config = { extra: ThunkExtra; rejectValue: CartRejection };

const MISSING_ID: CartRejection = { failure: { code: 'UNKNOWN_ERROR', banner: null, resetCart: false } };

function rejection(error: unknown, operation: CartOperation, cart?: ServerCart): CartRejection {
  return { failure: mapCartError(error, operation), cart };
}

/** docs/spec.md §5: fails with an unknown error without a user id; a cart id is created if absent. */
export const fetchCart = createAsyncThunk<ServerCart, void, Config>('cart/fetched', async (_, { extra, rejectWithValue }) => {
  if (!extra.identity.userId()) return rejectWithValue(MISSING_ID);
  const cartId = extra.identity.ensureCartId();
  try {
    return await extra.purchase.getCart(cartId);
  } catch (error) {
    return rejectWithValue(rejection(error, 'fetch'));
  }
});

/** Transport codes after which the call may or may not have reached the service (not "connection refused"). */
const AMBIGUOUS_CODES = new Set(['ETIMEDOUT', 'ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE']);

/** A failure after which the service may still have applied the call: a timeout or a dropped connection. */
export function mayHaveApplied(error: unknown): boolean {
  if (!isHttpError(error)) return false;
  if (error.kind === 'timeout') return true;
  if (error.kind === 'network') return error.code === undefined || AMBIGUOUS_CODES.has(error.code);
  return error.kind === 'http' && error.status === 503 && error.code !== undefined && AMBIGUOUS_CODES.has(error.code);
}

/** How to check, after an ambiguous failure, whether a call was applied: the line's quantity before and the step. */
interface Reconcile {
  key: string;
  before: number;
  step: 1 | -1;
  getCart: () => Promise<ServerCart>;
}

const quantityIn = (cart: ServerCart, key: string) => cart.items.find((line) => itemKey(line.article) === key)?.quantity ?? 0;

/**
 * Runs `times` sequential calls (docs/spec.md §7: increasing by N is N calls), keeping the last good cart.
 * After a timeout or dropped connection the service may have applied the call anyway, so the cart
 * is fetched and compared before the shopper hears anything: never a double add on retry.
 */
async function repeat(
  times: number,
  call: () => Promise<ServerCart>,
  operation: CartOperation,
  reconcile?: Reconcile,
): Promise<ServerCart | CartRejection> {
  let last: ServerCart | undefined;
  for (let i = 0; i < times; i++) {
    try {
      last = await call();
    } catch (error) {
      if (!reconcile || !mayHaveApplied(error)) return rejection(error, operation, last);
      let fresh: ServerCart;
      try {
        fresh = await reconcile.getCart();
      } catch {
        return rejection(error, operation, last);
      }
      const now = quantityIn(fresh, reconcile.key);
      if (now === reconcile.before + (i + 1) * reconcile.step) {
        last = fresh; // It was applied: go on as if it had answered.
        continue;
      }
      // Not applied (or the cart changed elsewhere): show the server's cart and the failure.
      return rejection(error, operation, fresh);
    }
  }
  if (!last) throw new Error('repeat needs at least one call');
  return last;
}

type StateWithCart = { cart: { items: { key: string; quantity: number }[] } };
const quantityInState = (state: unknown, key: string) => (state as StateWithCart).cart.items.find((i) => i.key === key)?.quantity ?? 0;

const isRejection = (value: ServerCart | CartRejection): value is CartRejection => 'failure' in value;

export interface AddToCartArgs {
  article: CartArticle;
  quantity?: number;
}

export const addToCart = createAsyncThunk<ServerCart, AddToCartArgs, Config>(
  'cart/itemAdded',
  async ({ article, quantity = 1 }, { extra, rejectWithValue, getState }) => {
    if (!extra.identity.userId()) return rejectWithValue(MISSING_ID);
    const cartId = extra.identity.ensureCartId();
    const ref = { articleId: article.articleId, dyoId: article.dyoId, dyoImageUrl: article.dyoImageUrl };
    const key = itemKey(article);
    // The pending placeholder of a new item is not on the server yet.
    const state = getState() as StateWithCart;
    const before = state.cart.items.some((i) => i.key === key && (i as { status?: string }).status !== 'pending_new_item')
      ? quantityInState(state, key)
      : 0;
    const reconcile: Reconcile = { key, before, step: 1, getCart: () => extra.purchase.getCart(cartId) };
    const result = await repeat(Math.max(1, Math.floor(quantity)), () => extra.purchase.increase(cartId, ref), 'add', reconcile);
    return isRejection(result) ? rejectWithValue(result) : result;
  },
);

export interface ChangeQuantityArgs {
  key: string;
  article: CartArticle;
  from: number;
  to: number;
}

/** The stepper: up or down by the difference, one call per unit. */
export const changeQuantity = createAsyncThunk<ServerCart, ChangeQuantityArgs, Config>(
  'cart/quantityChanged',
  async ({ key, article, from, to }, { extra, rejectWithValue }) => {
    const cartId = extra.identity.cartId();
    if (!cartId || !extra.identity.userId() || to === from || to < 1) return rejectWithValue(MISSING_ID);
    const ref = { articleId: article.articleId, dyoId: article.dyoId };
    const getCart = () => extra.purchase.getCart(cartId);
    const result =
      to > from
        ? await repeat(to - from, () => extra.purchase.increase(cartId, ref), 'add', { key, before: from, step: 1, getCart })
        : await repeat(from - to, () => extra.purchase.decrease(cartId, ref), 'remove', { key, before: from, step: -1, getCart });
    return isRejection(result) ? rejectWithValue(result) : result;
  },
);

export const removeFromCart = createAsyncThunk<ServerCart, { key: string; article: CartArticle }, Config>(
  'cart/itemRemoved',
  async ({ article }, { extra, rejectWithValue }) => {
    const cartId = extra.identity.cartId();
    if (!cartId || !extra.identity.userId()) return rejectWithValue(MISSING_ID);
    try {
      return await extra.purchase.remove(cartId, { articleId: article.articleId, dyoId: article.dyoId });
    } catch (error) {
      return rejectWithValue(rejection(error, 'remove'));
    }
  },
);

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

/**
 * docs/spec.md §8 "anything else" starts a new cart; the browser still knows what was in the old
 * one, so the shopper can put it all back with one press ("add my items again").
 */
export const restoreLostItems = createAsyncThunk<void, { article: CartArticle; quantity: number }[], { extra: ThunkExtra }>(
  'cart/lostItemsRestored',
  async (items, { dispatch }) => {
    for (const { article, quantity } of items) {
      const added = await dispatch(addToCart({ article, quantity }));
      if (addToCart.rejected.match(added)) return;
    }
  },
);
