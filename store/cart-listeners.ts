/**
 * Side effects of cart events (CONVENTIONS.md §4): the banner of SPEC §8, a new
 * cart id when the cart must start over, and the mini cart opening on add.
 */
import { isAnyOf, type ListenerMiddlewareInstance, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { addToCart, changeQuantity, fetchCart, removeFromCart, type CartRejection } from './cart-thunks';
import type { ThunkExtra } from './thunk-extra';
import { errorMessageAdded, miniCartOpened } from './ui-slice';

const cartRejected = isAnyOf(fetchCart.rejected, addToCart.rejected, changeQuantity.rejected, removeFromCart.rejected);

export function registerCartListeners(listeners: ListenerMiddlewareInstance<unknown, ThunkDispatch<unknown, ThunkExtra, UnknownAction>, ThunkExtra>): void {
  listeners.startListening({
    matcher: cartRejected,
    effect: (action, api) => {
      const rejection = (action as { payload?: CartRejection }).payload;
      if (!rejection) return;
      const { banner, resetCart } = rejection.failure;
      if (banner) api.dispatch(errorMessageAdded({ id: banner, text: banner }));
      if (resetCart) api.extra.identity.renewCartId();
    },
  });
  listeners.startListening({
    actionCreator: addToCart.pending,
    effect: (_, api) => {
      api.dispatch(miniCartOpened());
    },
  });
}
