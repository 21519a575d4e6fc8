/**
 * Side effects of the consent choice (CONVENTIONS.md §4): the cookies that depend on consent (recommendation
 * keys, affiliate) are written or deleted by the rules of SPEC §6.
 */
import { isAnyOf, type ListenerMiddlewareInstance, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { grantsOf } from '@/lib/consent/consent-model';
import { consentChosen, consentRestored } from './consent-slice';
import type { ThunkExtra } from './thunk-extra';

export function registerConsentListeners(listeners: ListenerMiddlewareInstance<unknown, ThunkDispatch<unknown, ThunkExtra, UnknownAction>, ThunkExtra>): void {
  listeners.startListening({
    matcher: isAnyOf(consentRestored, consentChosen),
    effect: async (action) => {
      const choice = (action as ReturnType<typeof consentRestored>).payload;
      if (typeof document === 'undefined') return;
      const { applyConsentCookies } = await import('@/lib/consent/consent-cookies');
      applyConsentCookies(grantsOf(choice), window.location.search);
    },
  });
}
