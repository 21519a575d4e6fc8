/**
 * The cart (docs/spec.md §3-4): a state machine for the cart and for each item.
 * Thunks live in cart-thunks.ts; this file is the reducer and selectors.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { CartErrorCode } from '@/lib/notices';
import { itemKey, type CartArticle, type ServerCart } from '@/services/purchase/models';
import { addAllToCart, addToCart, changeQuantity, fetchCart, removeFromCart, restoreLostItems, type CartRejection } from './cart-thunks';

type CartStatus = 'idle' | 'pending' | 'resolved' | 'rejected';
type CartItemStatus = 'pending_new_item' | 'pending' | 'resolved' | 'rejected';

export interface CartItem {
  key: string;
  article: CartArticle;
  quantity: number;
  status: CartItemStatus;
  error: CartErrorCode | null;
}

export interface CartState {
  id: string | null;
  status: CartStatus;
  error: CartErrorCode | null;
  items: CartItem[];
  /** What the cart held when docs/spec.md §8 made it start over: offered back to the shopper ("add my items again"). */
  lostItems: { article: CartArticle; quantity: number }[];
}

const initialCartState: CartState = { id: null, status: 'idle', error: null, items: [], lostItems: [] };

/** docs/spec.md §8 "anything else": the cart starts over, and what it held is kept to offer back. */
function startOver(state: CartState): void {
  const kept = state.items.filter((item) => item.status !== 'pending_new_item').map(({ article, quantity }) => ({ article, quantity }));
  if (kept.length > 0) state.lostItems = kept;
  state.items = [];
  state.id = null;
}

const fromServer = (cart: ServerCart): CartItem[] =>
  cart.items.map(({ article, quantity }) => ({ key: itemKey(article), article, quantity, status: 'resolved', error: null }));

function resolve(state: CartState, cart: ServerCart): void {
  state.id = cart.id;
  state.items = fromServer(cart);
}

const isWaiting = (item: CartItem) => item.status === 'pending' || item.status === 'pending_new_item';

/**
 * A press's answer: the cart as the server holds it. A line another press is still waiting for (cart-thunks.ts
 * sends them one at a time) stays pending, and a placeholder it adds stays until its own answer.
 */
function resolvePress(state: CartState, cart: ServerCart, keys: readonly string[]): void {
  const waiting = state.items.filter((item) => isWaiting(item) && !keys.includes(item.key));
  resolve(state, cart);
  for (const item of state.items) if (waiting.some((other) => other.key === item.key)) item.status = 'pending';
  const placeholders = waiting.filter((item) => item.status === 'pending_new_item' && !state.items.some((line) => line.key === item.key));
  state.items.unshift(...placeholders);
}

/** docs/spec.md §4 on failure: the press's placeholders go, its first line is rejected with its error. */
function reject(state: CartState, keys: readonly string[], rejection: CartRejection | undefined): void {
  if (rejection?.cart) resolvePress(state, rejection.cart, keys);
  state.items = state.items.filter((item) => !(item.status === 'pending_new_item' && keys.includes(item.key)));
  if (rejection?.failure.resetCart) return startOver(state);
  const item = state.items.find((i) => i.key === keys[0]);
  if (item) {
    item.status = 'rejected';
    item.error = rejection?.failure.code ?? 'UNKNOWN_ERROR';
  }
}

const keysOf = (items: readonly { article: CartArticle }[]) => items.map(({ article }) => itemKey(article));

/** An added line shows at once: a placeholder when new, else pending. */
function markAdding(state: CartState, article: CartArticle, quantity: number): void {
  const key = itemKey(article);
  if (state.items.some((i) => i.key === key)) markPending(state, key);
  else state.items.unshift({ key, article, quantity, status: 'pending_new_item', error: null });
}

function markPending(state: CartState, key: string): void {
  const item = state.items.find((i) => i.key === key);
  if (item) {
    item.status = 'pending';
    item.error = null;
  }
}

/** The cart as the server rendered it (the cart page, from the cart cookie): the store starts resolved with it. */
export function cartStateFromServer(cart: ServerCart | null, error: CartErrorCode | null = null): CartState {
  if (!cart) return { ...initialCartState, status: error ? 'rejected' : 'idle', error };
  return { ...initialCartState, id: cart.id, status: 'resolved', items: fromServer(cart) };
}

const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchCart.pending, (state) => {
        state.status = 'pending';
      })
      .addCase(fetchCart.fulfilled, (state, action) => {
        state.status = 'resolved';
        state.error = null;
        resolve(state, action.payload);
      })
      .addCase(fetchCart.rejected, (state, action) => {
        state.status = 'rejected';
        state.error = action.payload?.failure.code ?? 'UNKNOWN_ERROR';
        if (action.payload?.failure.resetCart) startOver(state);
      })
      .addCase(addToCart.pending, (state, action) => markAdding(state, action.meta.arg.article, action.meta.arg.quantity ?? 1))
      .addCase(addToCart.fulfilled, (state, action) => resolvePress(state, action.payload, [itemKey(action.meta.arg.article)]))
      .addCase(addToCart.rejected, (state, action) => reject(state, [itemKey(action.meta.arg.article)], action.payload))
      .addCase(addAllToCart.pending, (state, action) => {
        for (const { article, quantity } of [...action.meta.arg.items].reverse()) markAdding(state, article, quantity);
      })
      .addCase(addAllToCart.fulfilled, (state, action) => resolvePress(state, action.payload, keysOf(action.meta.arg.items)))
      .addCase(addAllToCart.rejected, (state, action) => {
        // The lines added before the failure stay (the server's cart); the others are back as they were.
        const keys = keysOf(action.meta.arg.items);
        reject(state, keys, action.payload);
        for (const item of state.items) if (item.status === 'pending' && keys.includes(item.key)) item.status = 'resolved';
      })
      .addCase(changeQuantity.pending, (state, action) => markPending(state, action.meta.arg.key))
      .addCase(changeQuantity.fulfilled, (state, action) => resolvePress(state, action.payload, [action.meta.arg.key]))
      .addCase(changeQuantity.rejected, (state, action) => reject(state, [action.meta.arg.key], action.payload))
      .addCase(removeFromCart.pending, (state, action) => markPending(state, action.meta.arg.key))
      .addCase(removeFromCart.fulfilled, (state, action) => resolvePress(state, action.payload, [action.meta.arg.key]))
      .addCase(removeFromCart.rejected, (state, action) => reject(state, [action.meta.arg.key], action.payload))
      .addCase(restoreLostItems.pending, (state) => {
        state.lostItems = [];
      });
  },
  selectors: {
    selectCart: (state) => state,
    selectCartCount: (state) => state.items.reduce((sum, item) => sum + item.quantity, 0),
    selectLostItems: (state) => state.lostItems,
  },
});

export const { selectCart, selectCartCount, selectLostItems } = cartSlice.selectors;
export default cartSlice;
