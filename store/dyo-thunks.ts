/**
 * Design-your-own writes: store a design through the design API, then put it in the cart, or, when the design being edited is already
 * there, replace that line (the old item is removed first: docs/spec.md §4). The editor renders the images (Konva, browser only).
 */
import { createAsyncThunk } from '@reduxjs/toolkit';
import { isHttpError } from '@/lib/http/errors';
import type { CartArticle } from '@/services/purchase/models';
import type { SaveDesignBody, SaveDesignResponse } from '@/services/dyo/types';
import type { CartState } from './cart-slice';
import { addToCart, replaceDyoDesign } from './cart-thunks';
import type { ThunkExtra } from './thunk-extra';

export interface SaveDesignArgs {
  request: SaveDesignBody;
  /** The article the design is for (its title and price show in the cart until the server answers). */
  article: Omit<CartArticle, 'dyoId' | 'dyoImageUrl'>;
  /** The design this one replaces in the cart, if any. */
  replacesDyoId: string | null;
}

/** The stored design: its id and same-origin preview URL. */
export type SavedDesign = SaveDesignResponse['data'];

/** Why a save failed: the design service answered with an error, the browser could not reach us (offline), or the cart refused it. */
export type SaveDesignFailure = 'save' | 'offline' | 'cart';

type Config = { extra: ThunkExtra; rejectValue: SaveDesignFailure };

const cartOf = (state: unknown): CartState => (state as { cart: CartState }).cart;

export const saveDesign = createAsyncThunk<SavedDesign, SaveDesignArgs, Config>(
  'dyo/designSaved',
  async ({ request, article, replacesDyoId }, { extra, dispatch, getState, rejectWithValue }) => {
    let saved: SavedDesign;
    try {
      saved = await extra.dyo.save(request);
    } catch (error) {
      return rejectWithValue(isHttpError(error) && error.kind === 'network' ? 'offline' : 'save');
    }
    const next: CartArticle = { ...article, dyoId: saved.dyoId, dyoImageUrl: saved.dyoImageUrl };
    const previous = replacesDyoId ? cartOf(getState()).items.find((item) => item.article.dyoId === replacesDyoId) : undefined;
    if (previous) await dispatch(replaceDyoDesign({ previous: previous.article, next, quantity: previous.quantity }));
    else await dispatch(addToCart({ article: next }));
    // Both cart thunks leave the outcome in the cart: the new line is there, resolved, or it is not.
    const line = cartOf(getState()).items.find((item) => item.article.dyoId === saved.dyoId);
    if (!line || line.status === 'rejected') return rejectWithValue('cart');
    return saved;
  },
);
