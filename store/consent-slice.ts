/**
 * The shopper's consent choice (docs/spec.md §6) and the consent dialog. The choice is restored from its cookie after hydration (never in
 * the shared HTML) and replaced when the shopper chooses in the banner.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { grantsOf, type ConsentChoice } from '@/lib/consent/consent-model';

type ConsentDialog = 'closed' | 'banner' | 'settings';

interface ConsentState {
  /** undefined until read in the browser; null when the shopper has not chosen yet. */
  choice: ConsentChoice | null | undefined;
  dialog: ConsentDialog;
}

const initialConsentState: ConsentState = { choice: undefined, dialog: 'closed' };

const consentSlice = createSlice({
  name: 'consent',
  initialState: initialConsentState,
  reducers: {
    /** The stored choice read in the browser; without one the banner opens. */
    consentRestored(state, action: PayloadAction<ConsentChoice | null>) {
      state.choice = action.payload;
      if (!action.payload) state.dialog = 'banner';
    },
    consentChosen(state, action: PayloadAction<ConsentChoice>) {
      state.choice = action.payload;
      state.dialog = 'closed';
    },
    /** The footer's "cookie settings" button. */
    consentSettingsOpened(state) {
      state.dialog = 'settings';
    },
    /** Closing without a new choice is possible only when one exists. */
    consentDialogClosed(state) {
      if (state.choice) state.dialog = 'closed';
    },
  },
  selectors: {
    selectConsentChoice: (state) => state.choice,
    selectConsentDialog: (state) => state.dialog,
    selectConsentGrants: (state) => grantsOf(state.choice ?? null),
    /** The shopper's choice is known (restored or just made): consent-gated work may decide now. */
    selectConsentLoaded: (state) => Boolean(state.choice),
  },
});

export const { consentRestored, consentChosen, consentSettingsOpened, consentDialogClosed } = consentSlice.actions;
export const { selectConsentChoice, selectConsentDialog, selectConsentGrants, selectConsentLoaded } = consentSlice.selectors;
export default consentSlice;
