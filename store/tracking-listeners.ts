/**
 * Commerce tracking (docs/spec.md §9) as listeners on the cart, checkout and product actions; pushed only with
 * analytics consent (docs/consent-tracking-flags.md).
 */
import { addAllToCart, addToCart, changeQuantity, removeFromCart } from './cart-thunks';
import { startCheckout } from './checkout-slice';
import { selectConsentLoaded } from './consent-slice';
import { itemKey } from '@/services/purchase/models';
import type { AppListenerMiddleware } from './listeners';
import { orderConfirmed, productViewed } from './page-events';
import type { AppDispatch, RootState } from './store';
import type { ThunkExtra } from './thunk-extra';

const events = () => import('@/lib/tracking/events');
const track = () => import('@/browser/tracking/track');

export function registerTrackingListeners(listeners: AppListenerMiddleware): void {
  const startListening = listeners.startListening.withTypes<RootState, AppDispatch, ThunkExtra>();
  startListening({
    actionCreator: addToCart.fulfilled,
    effect: async (action, api) => {
      const { article, quantity = 1 } = action.meta.arg;
      const { addToCartEvent } = await events();
      api.extra.tracking.push(addToCartEvent(article, Math.max(1, Math.floor(quantity)), api.extra.tracking.market()));
    },
  });
  startListening({
    actionCreator: addAllToCart.fulfilled,
    effect: async (action, api) => {
      // What the press added: the server brings each line up to the shared quantity.
      const before = api.getOriginalState().cart.items;
      const { addToCartEvent } = await events();
      for (const { article, quantity } of action.meta.arg.items) {
        const key = itemKey(article);
        const had = before.find((i) => i.key === key && i.status !== 'pending_new_item')?.quantity ?? 0;
        const now = action.payload.items.find((line) => itemKey(line.article) === key)?.quantity ?? 0;
        if (now > had) api.extra.tracking.push(addToCartEvent(article, Math.min(now - had, quantity), api.extra.tracking.market()));
      }
    },
  });
  startListening({
    actionCreator: changeQuantity.fulfilled,
    effect: async (action, api) => {
      const { article, from, to } = action.meta.arg;
      const market = api.extra.tracking.market();
      const { addToCartEvent, removeFromCartEvent } = await events();
      api.extra.tracking.push(to > from ? addToCartEvent(article, to - from, market) : removeFromCartEvent(article, from - to, market));
    },
  });
  startListening({
    actionCreator: removeFromCart.fulfilled,
    effect: async (action, api) => {
      const before = api.getOriginalState().cart.items.find((i) => i.key === action.meta.arg.key);
      const { removeFromCartEvent } = await events();
      api.extra.tracking.push(removeFromCartEvent(action.meta.arg.article, before?.quantity ?? 1, api.extra.tracking.market()));
    },
  });
  startListening({
    actionCreator: startCheckout.fulfilled,
    effect: async (action, api) => {
      const original = api.getOriginalState();
      // Once per checkout: a rebate code applied later re-runs the checkout but is not a new one.
      if (original.checkout.summary) return;
      const { summary } = action.payload;
      const lines = original.cart.items.map((i) => ({ article: i.article, quantity: i.quantity }));
      const { beginCheckoutEvent } = await events();
      api.extra.tracking.push(beginCheckoutEvent(lines, summary.total, api.extra.tracking.market(), summary.rebateCode?.code));
    },
  });
  startListening({
    actionCreator: productViewed,
    effect: async (action) => {
      const { trackViewItem } = await track();
      trackViewItem(action.payload.article, action.payload.locale);
    },
  });
  startListening({
    actionCreator: orderConfirmed,
    effect: async (action, api) => {
      // Once the consent choice is known; trackPurchase itself counts an order once and only with consent.
      if (!selectConsentLoaded(api.getState())) await api.condition((_, state) => selectConsentLoaded(state));
      const { trackPurchase } = await track();
      trackPurchase(action.payload.order, action.payload.locale);
    },
  });
}
