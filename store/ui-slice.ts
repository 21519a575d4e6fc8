/** Interaction state of the shell: mini cart, search input, error messages. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ParseKeys } from 'i18next';

export interface ErrorMessage {
  id: string;
  /** A translation key, e.g. `errors::CLIENT_CONNECTION_ERROR`. */
  text: ParseKeys;
}

interface UiState {
  miniCartOpen: boolean;
  search: { displayTerm: string; searchTerm: string; show: boolean };
  errorMessages: ErrorMessage[];
}

const initialUiState: UiState = { miniCartOpen: false, search: { displayTerm: '', searchTerm: '', show: false }, errorMessages: [] };

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
  },
  selectors: {
    selectMiniCartOpen: (state) => state.miniCartOpen,
    selectSearch: (state) => state.search,
    selectErrorMessages: (state) => state.errorMessages,
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
} = uiSlice.actions;
export const { selectMiniCartOpen, selectSearch, selectErrorMessages } = uiSlice.selectors;
export default uiSlice;
