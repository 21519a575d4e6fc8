import { useT } from '@/components/i18n/use-t';
import { FreeShippingHint, SummaryList } from '@/components/cart/cart-summary';
import { Price } from '@/components/ui/price';
import type { Money } from '@/lib/money';
import type { CheckoutSummary as Summary } from '@/services/purchase/models';

/**
 * The purchase service's summary: subtotal, shipping, discount (with the code's title) and total. Before
 * payment the total is what is left to pay ("Att betala"); on the thank-you page (`paid`) it is the order's total
 * ("Totalt"). While shipping is charged, `freeShippingLeft` (the cart's own count, lib/cart-totals.ts: the
 * threshold is on the subtotal before any rebate) still says how much more ships free.
 */
export function CheckoutSummary({
  summary,
  paid = false,
  freeShippingLeft = null,
}: {
  summary: Summary;
  paid?: boolean;
  freeShippingLeft?: Money | null;
}) {
  const { t } = useT();
  return (
    <>
      {summary.shipping.amount > 0 ? <FreeShippingHint left={freeShippingLeft} /> : null}
      <SummaryList aria-label={t('checkout::summary')}>
        <dt>{t('cart::subtotal')}</dt>
        <dd>
          <Price money={summary.subtotal} />
        </dd>
        <dt>{t('cart::shipping')}</dt>
        <dd>{summary.shipping.amount === 0 ? t('cart::freeShipping') : <Price money={summary.shipping} />}</dd>
        {summary.discount.amount > 0 ? (
          <>
            <dt>{summary.rebateCode?.title ?? t('checkout::discount')}</dt>
            <dd>
              −<Price money={summary.discount} />
            </dd>
          </>
        ) : null}
        <dt className="total">{t(paid ? 'cart::totalPaid' : 'cart::total')}</dt>
        <dd className="total">
          <Price money={summary.total} />
        </dd>
      </SummaryList>
    </>
  );
}
