/**
 * The listener middleware's type. It is made per store (store.ts) and each feature registers its listeners on it; the files type their
 * effects with `startListening.withTypes<RootState, AppDispatch, ThunkExtra>()`.
 */
import type { ListenerMiddlewareInstance, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ThunkExtra } from './thunk-extra';

export type AppListenerMiddleware = ListenerMiddlewareInstance<unknown, ThunkDispatch<unknown, ThunkExtra, UnknownAction>, ThunkExtra>;
