/**
 * The store is a factory (CONVENTIONS.md §3): one store per request on the
 * server and one per browser session, never a module-level singleton.
 */
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import menuSlice from './menu-slice';
import siteSlice from './site-slice';
import uiSlice from './ui-slice';
import type { ThunkExtra } from './thunk-extra';

/** Slices of later features are added here (cart, checkout). */
export const rootReducer = combineSlices(menuSlice, uiSlice, siteSlice);

export type RootState = ReturnType<typeof rootReducer>;
export type PreloadedState = Partial<RootState>;

const noApi: ThunkExtra['api'] = {
  menuChildren: () => Promise.reject(new Error('No API in this store')),
};

export function makeStore(preloadedState?: PreloadedState, api: ThunkExtra['api'] = noApi) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { api } satisfies ThunkExtra } }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
