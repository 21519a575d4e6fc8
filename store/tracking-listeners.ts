/**
 * Commerce tracking (SPEC §9) as listeners on the cart and checkout thunks
 * (CONVENTIONS.md §4): add_to_cart, remove_from_cart and begin_checkout. The
 * injected tracker pushes only with analytics consent (lib/tracking/data-layer);
 * the payload builders load with the first event, not with the page.
 */
import type { ListenerMiddlewareInstance, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { CartState } from './cart-slice';
import { addToCart, changeQuantity, removeFromCart } from './cart-thunks';
import { startCheckout, type CheckoutState } from './checkout-slice';
import type { ThunkExtra } from './thunk-extra';

type Listeners = ListenerMiddlewareInstance<unknown, ThunkDispatch<unknown, ThunkExtra, UnknownAction>, ThunkExtra>;
type TrackedState = { cart: CartState; checkout: CheckoutState };

const events = () => import('@/lib/tracking/events');

export function registerTrackingListeners(listeners: Listeners): void {
  listeners.startListening({
    actionCreator: addToCart.fulfilled,
    effect: async (action, api) => {
      const { article, quantity = 1 } = action.meta.arg;
      const { addToCartEvent } = await events();
      api.extra.tracking.push(addToCartEvent(article, Math.max(1, Math.floor(quantity)), api.extra.tracking.market()));
    },
  });
  listeners.startListening({
    actionCreator: changeQuantity.fulfilled,
    effect: async (action, api) => {
      const { article, from, to } = action.meta.arg;
      const market = api.extra.tracking.market();
      const { addToCartEvent, removeFromCartEvent } = await events();
      api.extra.tracking.push(to > from ? addToCartEvent(article, to - from, market) : removeFromCartEvent(article, from - to, market));
    },
  });
  listeners.startListening({
    actionCreator: removeFromCart.fulfilled,
    effect: async (action, api) => {
      const before = (api.getOriginalState() as TrackedState).cart.items.find((i) => i.key === action.meta.arg.key);
      const { removeFromCartEvent } = await events();
      api.extra.tracking.push(removeFromCartEvent(action.meta.arg.article, before?.quantity ?? 1, api.extra.tracking.market()));
    },
  });
  listeners.startListening({
    actionCreator: startCheckout.fulfilled,
    effect: async (action, api) => {
      const original = api.getOriginalState() as TrackedState;
      // Once per checkout: a rebate code applied later re-runs the checkout but is not a new one.
      if (original.checkout.summary) return;
      const { summary } = action.payload;
      const lines = original.cart.items.map((i) => ({ article: i.article, quantity: i.quantity }));
      const { beginCheckoutEvent } = await events();
      api.extra.tracking.push(beginCheckoutEvent(lines, summary.total, api.extra.tracking.market(), summary.rebateCode?.code));
    },
  });
}
