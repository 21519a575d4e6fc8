import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { Price, useFormatPrice } from '@/components/ui/price';
import type { CartTotals } from '@/lib/cart-totals';
import type { Money } from '@/lib/money';
import type { CheckoutSummary as Summary } from '@/services/purchase/models';
import { theme } from '@/styles/theme';

/** The rows of a cart's or checkout's sums: label left, amount right, the total larger. */
const SummaryList = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 6px 12px;
  margin: 0 0 16px;
  dt {
    color: ${theme.colors.ink700};
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: 700;
  }
  .total {
    font-size: ${theme.font.size.lg};
    font-weight: 800;
    color: ${theme.colors.ink900};
  }
`;

const Hint = styled.p`
  margin: 0 0 12px;
  padding: 8px 12px;
  border-radius: ${theme.radius.small};
  background: ${theme.colors.hunter100};
  font-size: ${theme.font.size.sm};
`;

/**
 * The purchase service's summary: subtotal, shipping, discount (with the code's title) and total. Before
 * payment the total is what is left to pay ("Att betala"); on the thank-you page (`paid`) it is the order's total
 * ("Totalt"). While shipping is charged, `freeShippingLeft` (the cart's own count, lib/cart-totals.ts: the
 * threshold is on the subtotal before any rebate) still says how much more ships free ("Handla för 301 kr till …").
 */
export function CheckoutSummary({
  summary,
  paid = false,
  freeShippingLeft = null,
  labelled = true,
}: {
  summary: Summary;
  paid?: boolean;
  freeShippingLeft?: Money | null;
  /** Named as the checkout's summary (the cart's own sums are not). */
  labelled?: boolean;
}) {
  const { t } = useT();
  const format = useFormatPrice();
  return (
    <>
      {summary.shipping.amount > 0 && freeShippingLeft ? (
        <Hint>{t('cart::freeShippingLeft', { amount: format(freeShippingLeft) })}</Hint>
      ) : null}
      <SummaryList aria-label={labelled ? t('checkout::summary') : undefined}>
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

/** Subtotal, shipping and total of the cart, as the lines count them (lib/cart-totals.ts). */
export function CartSummary({ totals: { leftForFreeShipping, ...sums } }: { totals: CartTotals }) {
  const summary = { ...sums, discount: { ...sums.total, amount: 0 } };
  return <CheckoutSummary summary={summary} freeShippingLeft={leftForFreeShipping} labelled={false} />;
}
