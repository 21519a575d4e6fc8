import { makeStore } from '@/store/store';
import {
  errorMessageAdded,
  errorMessageDismissed,
  miniCartClosed,
  miniCartOpened,
  miniCartToggled,
  searchDebounced,
  searchTyped,
} from '@/store/ui-slice';

describe('ui slice', () => {
  it('opens, closes and toggles the mini cart', () => {
    const store = makeStore();
    store.dispatch(miniCartOpened());
    expect(store.getState().ui.miniCartOpen).toBe(true);
    store.dispatch(miniCartToggled());
    expect(store.getState().ui.miniCartOpen).toBe(false);
    store.dispatch(miniCartToggled());
    store.dispatch(miniCartClosed());
    expect(store.getState().ui.miniCartOpen).toBe(false);
  });

  it('keeps the display term, the search term and the show flag apart', () => {
    const store = makeStore();
    store.dispatch(searchTyped('  ipho'));
    expect(store.getState().ui.search).toEqual({ displayTerm: '  ipho', searchTerm: '', show: true });
    store.dispatch(searchDebounced('  ipho'));
    expect(store.getState().ui.search.searchTerm).toBe('ipho');
    store.dispatch(searchTyped(''));
    expect(store.getState().ui.search.show).toBe(false);
  });

  it('lists each error message once until dismissed', () => {
    const store = makeStore();
    store.dispatch(errorMessageAdded({ id: 'net', text: 'errors::CLIENT_CONNECTION_ERROR' }));
    store.dispatch(errorMessageAdded({ id: 'net', text: 'errors::CLIENT_CONNECTION_ERROR' }));
    expect(store.getState().ui.errorMessages).toHaveLength(1);
    store.dispatch(errorMessageDismissed('net'));
    expect(store.getState().ui.errorMessages).toEqual([]);
  });
});
