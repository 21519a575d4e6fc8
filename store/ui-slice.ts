/** Interaction state of the shell: mini cart, search input, error messages, sold products, consent. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface ErrorMessage {
  id: string;
  /** A translation key, e.g. `errors::CLIENT_CONNECTION_ERROR`. */
  text: string;
}

export interface UiState {
  miniCartOpen: boolean;
  search: { displayTerm: string; searchTerm: string; show: boolean };
  errorMessages: ErrorMessage[];
  soldProducts: Record<string, boolean>;
  consentLoaded: boolean;
}

export const initialUiState: UiState = {
  miniCartOpen: false,
  search: { displayTerm: '', searchTerm: '', show: false },
  errorMessages: [],
  soldProducts: {},
  consentLoaded: false,
};

const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    miniCartOpened(state) {
      state.miniCartOpen = true;
    },
    miniCartClosed(state) {
      state.miniCartOpen = false;
    },
    miniCartToggled(state) {
      state.miniCartOpen = !state.miniCartOpen;
    },
    searchTyped(state, action: PayloadAction<string>) {
      state.search.displayTerm = action.payload;
      state.search.show = action.payload.trim().length > 0;
    },
    searchDebounced(state, action: PayloadAction<string>) {
      state.search.searchTerm = action.payload.trim();
    },
    searchSuggestionsHidden(state) {
      state.search.show = false;
    },
    errorMessageAdded(state, action: PayloadAction<ErrorMessage>) {
      if (!state.errorMessages.some((message) => message.id === action.payload.id)) {
        state.errorMessages.push(action.payload);
      }
    },
    errorMessageDismissed(state, action: PayloadAction<string>) {
      state.errorMessages = state.errorMessages.filter((message) => message.id !== action.payload);
    },
    productSold(state, action: PayloadAction<string>) {
      state.soldProducts[action.payload] = true;
    },
    consentLoaded(state) {
      state.consentLoaded = true;
    },
  },
  selectors: {
    selectMiniCartOpen: (state) => state.miniCartOpen,
    selectSearch: (state) => state.search,
    selectErrorMessages: (state) => state.errorMessages,
    selectConsentLoaded: (state) => state.consentLoaded,
  },
});

export const {
  miniCartOpened,
  miniCartClosed,
  miniCartToggled,
  searchTyped,
  searchDebounced,
  searchSuggestionsHidden,
  errorMessageAdded,
  errorMessageDismissed,
  productSold,
  consentLoaded,
} = uiSlice.actions;
export const { selectMiniCartOpen, selectSearch, selectErrorMessages, selectConsentLoaded } = uiSlice.selectors;
export default uiSlice;
