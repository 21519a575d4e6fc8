/**
 * The store is a factory (docs/conventions.md §3): one store per request on the
 * server and one per browser session, never a module-level singleton.
 */
import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import cartSlice from './cart-slice';
import checkoutSlice from './checkout-slice';
import { registerCartListeners } from './cart-listeners';
import consentSlice from './consent-slice';
import { registerConsentListeners } from './consent-listeners';
import type { AppListenerMiddleware } from './listeners';
import menuSlice from './menu-slice';
import siteSlice from './site-slice';
import uiSlice from './ui-slice';
import type { ThunkExtra } from './thunk-extra';
import { registerTrackingListeners } from './tracking-listeners';

/** Slices of later features are added here. */
const rootReducer = combineSlices(menuSlice, uiSlice, siteSlice, cartSlice, checkoutSlice, consentSlice);

export type RootState = ReturnType<typeof rootReducer>;
export type PreloadedState = Partial<RootState>;

const unavailable = () => Promise.reject(new Error('Not available in this store'));

/** What a store without a browser (server render, tests) can call: nothing. */
const noExtra: ThunkExtra = {
  menu: { menuChildren: unavailable },
  contact: { send: unavailable },
  dyo: { save: unavailable, design: unavailable },
  purchase: { getCart: unavailable, press: unavailable, checkout: unavailable },
  identity: { userId: () => undefined, cartId: () => undefined, ensureCartId: () => '', renewCartId: () => '' },
  tracking: { market: () => 'SE', push: () => undefined },
};

/**
 * `listeners: false` for the server's render: nothing there dispatches, and what the listeners do (tracking, the cart's
 * follow-ups, the consent cookie) is the browser's; registering them was 2 % of a page's server CPU.
 */
export function makeStore(preloadedState?: PreloadedState, extra: Partial<ThunkExtra> = {}, { listeners = true } = {}) {
  const fullExtra: ThunkExtra = { ...noExtra, ...extra };
  const middleware: AppListenerMiddleware = createListenerMiddleware({ extra: fullExtra });
  if (listeners) {
    registerCartListeners(middleware);
    registerTrackingListeners(middleware);
    registerConsentListeners(middleware);
  }
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: fullExtra } }).prepend(middleware.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
