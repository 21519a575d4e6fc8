/**
 * Side effects of the consent choice (docs/conventions.md §4): the cookies that depend on consent (recommendation keys, affiliate) are
 * written or deleted by the rules of docs/spec.md §6.
 */
import { isAnyOf } from '@reduxjs/toolkit';
import { grantsOf } from '@/lib/consent/consent-model';
import { consentChosen, consentRestored } from './consent-slice';
import type { AppListenerMiddleware } from './listeners';
import type { AppDispatch, RootState } from './store';
import type { ThunkExtra } from './thunk-extra';

const consentKnown = isAnyOf(consentRestored, consentChosen);

export function registerConsentListeners(listeners: AppListenerMiddleware): void {
  const startListening = listeners.startListening.withTypes<RootState, AppDispatch, ThunkExtra>();
  startListening({
    matcher: consentKnown,
    effect: async (action) => {
      if (typeof document === 'undefined') return;
      const { applyConsentCookies } = await import('@/browser/consent/apply-consent-cookies');
      applyConsentCookies(grantsOf(action.payload), window.location.search);
    },
  });
}
