/** The checkout (docs/spec.md §4): idle → pending → resolved (snippet and summary) / rejected (error). */
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { mapCheckoutError, type CheckoutFailure } from '@/services/purchase/checkout-errors';
import type { CheckoutSummary } from '@/services/purchase/models';
import type { ThunkExtra } from './thunk-extra';

type CheckoutStatus = 'idle' | 'pending' | 'resolved' | 'rejected';

export interface CheckoutState {
  status: CheckoutStatus;
  snippet: string | null;
  summary: CheckoutSummary | null;
  error: CheckoutFailure | null;
}

const initialCheckoutState: CheckoutState = { status: 'idle', snippet: null, summary: null, error: null };

export interface StartCheckoutArgs {
  /** A new code typed by the shopper; without it the code already in the summary is sent again. */
  rebateCode?: string;
  confirmationUrl: string;
}

/** The rebate form's notices that name the code's own failure. */
const REBATE_FAILURES: Record<string, CheckoutFailure['code']> = {
  'rebate-invalid': 'REBATE_CODE_INVALID',
  'rebate-expired': 'REBATE_CODE_EXPIRED',
};

export const startCheckout = createAsyncThunk<
  { snippet: string; summary: CheckoutSummary },
  StartCheckoutArgs,
  { extra: ThunkExtra; state: { checkout: CheckoutState }; rejectValue: CheckoutFailure }
>('checkout/started', async ({ rebateCode, confirmationUrl }, { extra, getState, rejectWithValue }) => {
  const cartId = extra.identity.cartId();
  if (!cartId || !extra.identity.userId()) return rejectWithValue({ code: 'UNKNOWN_ERROR' });
  const typed = rebateCode?.trim();
  // docs/spec.md §5: the new code, or the one in the current summary.
  const code = typed || getState().checkout.summary?.rebateCode?.code;
  try {
    if (typed) {
      // A new code is a press of the rebate form (server/forms/cart.ts): its limits, and the `nf_rebate` cookie it keeps.
      const answer = await extra.purchase.press('rebate', { intent: 'apply', cartId, rebateCode: typed, confirmationUrl });
      if (answer.checkout) return { snippet: answer.checkout.checkout.snippet, summary: answer.checkout.summary };
      return rejectWithValue({ code: REBATE_FAILURES[answer.notice ?? ''] ?? 'UNKNOWN_ERROR' });
    }
    const data = await extra.purchase.checkout(cartId, { rebateCode: code || undefined, confirmationUrl });
    return { snippet: data.checkout.snippet, summary: data.summary };
  } catch (error) {
    return rejectWithValue(mapCheckoutError(error));
  }
});

/** Forgets the rebate code: the rebate form's "remove" (server/forms/cart.ts expires the `nf_rebate` cookie). */
export const clearRebateCode = createAsyncThunk<void, void, { extra: ThunkExtra }>('checkout/rebateCodeRemoved', async (_, { extra }) => {
  const cartId = extra.identity.cartId();
  if (cartId) await extra.purchase.press('rebate', { intent: 'remove', cartId }).catch(() => undefined);
});

const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutState,
  reducers: {
    /** docs/spec.md §4: clearing the rebate code removes it from the summary. */
    rebateCodeCleared(state) {
      if (state.summary) delete state.summary.rebateCode;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(clearRebateCode.pending, (state) => {
        if (state.summary) delete state.summary.rebateCode;
      })
      .addCase(startCheckout.pending, (state) => {
        state.status = 'pending';
        state.error = null;
      })
      .addCase(startCheckout.fulfilled, (state, action) => {
        state.status = 'resolved';
        state.snippet = action.payload.snippet;
        state.summary = action.payload.summary;
      })
      .addCase(startCheckout.rejected, (state, action) => {
        state.status = 'rejected';
        state.error = action.payload ?? { code: 'UNKNOWN_ERROR' };
      });
  },
  selectors: { selectCheckout: (state) => state },
});

export const { rebateCodeCleared } = checkoutSlice.actions;
export const { selectCheckout } = checkoutSlice.selectors;
export default checkoutSlice;
