import { useCallback } from 'react';
import { deleteBrowserCookie, writeBrowserCookie } from '@/browser/browser-cookies';
import { useHref } from '@/components/ui/localized-link';
import { rebateCodeCleared, selectCheckout, startCheckout } from '@/store/checkout-slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';

/**
 * The rebate code with JavaScript (cart page and checkout): applied through the checkout as before
 * (docs/spec.md §5), and kept in the same `nf_rebate` cookie the form route writes without JavaScript
 * (server/forms/cart.ts), so a reload or the next page shows the same code.
 */
export function useRebateCode({ restartOnClear }: { restartOnClear: boolean }) {
  const dispatch = useAppDispatch();
  const checkout = useAppSelector(selectCheckout);
  const confirmationUrl = useHref()('/cart/checkout/thankyou/');
  const apply = useCallback(
    async (rebateCode: string) => {
      const result = await dispatch(startCheckout({ rebateCode, confirmationUrl }));
      if (startCheckout.fulfilled.match(result) && result.payload.summary.rebateCode)
        writeBrowserCookie('rebateCode', result.payload.summary.rebateCode.code.toUpperCase());
    },
    [dispatch, confirmationUrl],
  );
  const clear = useCallback(() => {
    dispatch(rebateCodeCleared());
    deleteBrowserCookie('rebateCode');
    if (restartOnClear) void dispatch(startCheckout({ confirmationUrl }));
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
