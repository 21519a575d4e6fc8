import { consentChosen, consentRestored, selectConsentLoaded } from '@/store/consent-slice';
import { makeStore } from '@/store/store';

describe('consent loaded', () => {
  it('is false until a choice is known, derived from the choice', () => {
    const store = makeStore();
    expect(selectConsentLoaded(store.getState())).toBe(false);
    store.dispatch(consentRestored(null));
    expect(selectConsentLoaded(store.getState())).toBe(false);
    store.dispatch(consentChosen({ purposes: [], vendors: [] }));
    expect(selectConsentLoaded(store.getState())).toBe(true);
  });

  it('is true at once when a stored choice is restored', () => {
    const store = makeStore();
    store.dispatch(consentRestored({ purposes: [], vendors: [] }));
    expect(selectConsentLoaded(store.getState())).toBe(true);
  });
});
