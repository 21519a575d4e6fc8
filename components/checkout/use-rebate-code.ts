import { useCallback } from 'react';
import { useHref } from '@/components/ui/localized-link';
import { clearRebateCode, selectCheckout, startCheckout } from '@/store/checkout-slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';

/**
 * The rebate code with JavaScript (cart page and checkout): a press of the same rebate form as without JavaScript (server/forms/cart.ts,
 * asking for JSON), which checks the code through the checkout (docs/spec.md §5), counts it against the code limits and keeps it in the
 * `nf_rebate` cookie, so a reload or the next page shows the same code.
 */
export function useRebateCode({ restartOnClear }: { restartOnClear: boolean }) {
  const dispatch = useAppDispatch();
  const checkout = useAppSelector(selectCheckout);
  const confirmationUrl = useHref()('/cart/checkout/thankyou/');
  const apply = useCallback(
    async (rebateCode: string) => {
      await dispatch(startCheckout({ rebateCode, confirmationUrl }));
    },
    [dispatch, confirmationUrl],
  );
  const clear = useCallback(() => {
    void dispatch(clearRebateCode()).then(() => {
      if (restartOnClear) void dispatch(startCheckout({ confirmationUrl }));
    });
  }, [dispatch, confirmationUrl, restartOnClear]);
  const error = checkout.status === 'rejected' ? checkout.error : null;
  const rebateError = error?.code === 'REBATE_CODE_INVALID' || error?.code === 'REBATE_CODE_EXPIRED' ? error.code : null;
  return {
    applied: checkout.summary?.rebateCode,
    summary: checkout.summary,
    busy: checkout.status === 'pending',
    error,
    rebateError,
    apply,
    clear,
  };
}
