/**
 * Cart thunks: each calls the purchase service through the injected API and
 * turns a failure into a CartRejection with the SPEC §8 mapping.
 */
import { createAsyncThunk } from '@reduxjs/toolkit';
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

/** SPEC §5: fails with an unknown error without a user id; a cart id is created if absent. */
export const fetchCart = createAsyncThunk<ServerCart, void, Config>('cart/fetched', async (_, { extra, rejectWithValue }) => {
  if (!extra.identity.userId()) return rejectWithValue(MISSING_ID);
  const cartId = extra.identity.ensureCartId();
  try {
    return await extra.purchase.getCart(cartId);
  } catch (error) {
    return rejectWithValue(rejection(error, 'fetch'));
  }
});

/** Runs `times` sequential calls (SPEC §7: increasing by N is N calls), keeping the last good cart. */
async function repeat(times: number, call: () => Promise<ServerCart>, operation: CartOperation): Promise<ServerCart | CartRejection> {
  let last: ServerCart | undefined;
  for (let i = 0; i < times; i++) {
    try {
      last = await call();
    } catch (error) {
      return rejection(error, operation, last);
    }
  }
  if (!last) throw new Error('repeat needs at least one call');
  return last;
}

const isRejection = (value: ServerCart | CartRejection): value is CartRejection => 'failure' in value;

export interface AddToCartArgs {
  article: CartArticle;
  quantity?: number;
}

export const addToCart = createAsyncThunk<ServerCart, AddToCartArgs, Config>('cart/itemAdded', async ({ article, quantity = 1 }, { extra, rejectWithValue }) => {
  if (!extra.identity.userId()) return rejectWithValue(MISSING_ID);
  const cartId = extra.identity.ensureCartId();
  const ref = { articleId: article.articleId, dyoId: article.dyoId, dyoImageUrl: article.dyoImageUrl };
  const result = await repeat(Math.max(1, Math.floor(quantity)), () => extra.purchase.increase(cartId, ref), 'add');
  return isRejection(result) ? rejectWithValue(result) : result;
});

export interface ChangeQuantityArgs {
  key: string;
  article: CartArticle;
  from: number;
  to: number;
}

/** The stepper: up or down by the difference, one call per unit. */
export const changeQuantity = createAsyncThunk<ServerCart, ChangeQuantityArgs, Config>('cart/quantityChanged', async ({ article, from, to }, { extra, rejectWithValue }) => {
  const cartId = extra.identity.cartId();
  if (!cartId || !extra.identity.userId() || to === from || to < 1) return rejectWithValue(MISSING_ID);
  const ref = { articleId: article.articleId, dyoId: article.dyoId };
  const result =
    to > from
      ? await repeat(to - from, () => extra.purchase.increase(cartId, ref), 'add')
      : await repeat(from - to, () => extra.purchase.decrease(cartId, ref), 'remove');
  return isRejection(result) ? rejectWithValue(result) : result;
});

export const removeFromCart = createAsyncThunk<ServerCart, { key: string; article: CartArticle }, Config>('cart/itemRemoved', async ({ article }, { extra, rejectWithValue }) => {
  const cartId = extra.identity.cartId();
  if (!cartId || !extra.identity.userId()) return rejectWithValue(MISSING_ID);
  try {
    return await extra.purchase.remove(cartId, { articleId: article.articleId, dyoId: article.dyoId });
  } catch (error) {
    return rejectWithValue(rejection(error, 'remove'));
  }
});

/** SPEC §4: replacing a design removes the old item first, then adds the new one. */
export const replaceDyoDesign = createAsyncThunk<void, { previous: CartArticle; next: CartArticle; quantity: number }, { extra: ThunkExtra }>(
  'cart/designReplaced',
  async ({ previous, next, quantity }, { dispatch }) => {
    const removed = await dispatch(removeFromCart({ key: itemKey(previous), article: previous }));
    if (removeFromCart.rejected.match(removed)) return;
    await dispatch(addToCart({ article: next, quantity }));
  },
);
