/**
 * Side effects of cart events (docs/conventions.md §4): the banner of docs/spec.md §8, a new cart id when the cart must start over or an
 * order was placed, and the mini cart opening on add.
 */
import { isAnyOf } from '@reduxjs/toolkit';
import { deleteBrowserCookie } from '@/browser/browser-cookies';
import { readSessionFlag, writeSessionFlag } from '@/browser/session-flag';
import { addAllToCart, addToCart, changeQuantity, fetchCart, removeFromCart } from './cart-thunks';
import { rebateCodeCleared } from './checkout-slice';
import type { AppListenerMiddleware } from './listeners';
import { orderConfirmed } from './page-events';
import type { AppDispatch, RootState } from './store';
import type { ThunkExtra } from './thunk-extra';
import { errorMessageAdded, miniCartOpened } from './ui-slice';

const cartRejected = isAnyOf(
  fetchCart.rejected,
  addToCart.rejected,
  addAllToCart.rejected,
  changeQuantity.rejected,
  removeFromCart.rejected,
);

/** sessionStorage: the order whose confirmation last started a new cart in this tab. */
export const RENEWED_FOR_ORDER_KEY = 'nf:cartRenewedForOrder';

export function registerCartListeners(listeners: AppListenerMiddleware): void {
  const startListening = listeners.startListening.withTypes<RootState, AppDispatch, ThunkExtra>();
  startListening({
    matcher: cartRejected,
    effect: (action, api) => {
      const rejection = action.payload;
      if (!rejection) return;
      const { banner, resetCart } = rejection.failure;
      if (banner) api.dispatch(errorMessageAdded({ id: banner, text: banner }));
      if (resetCart) api.extra.identity.renewCartId();
    },
  });
  startListening({
    matcher: isAnyOf(addToCart.pending, addAllToCart.pending),
    effect: (_, api) => {
      api.dispatch(miniCartOpened());
    },
  });
  startListening({
    actionCreator: orderConfirmed,
    effect: (action, api) => {
      // The shopper starts a fresh cart after the order (once per order, so a reload keeps later items).
      const { orderId } = action.payload.order;
      if (readSessionFlag(RENEWED_FOR_ORDER_KEY) === orderId) return;
      writeSessionFlag(RENEWED_FOR_ORDER_KEY, orderId);
      api.extra.identity.renewCartId();
      // The rebate code went with the order: the new cart starts without it (components/checkout/use-rebate-code.ts).
      deleteBrowserCookie('rebateCode');
      api.dispatch(rebateCodeCleared());
      void api.dispatch(fetchCart());
    },
  });
}
