import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { Price, useFormatPrice } from '@/components/ui/price';
import type { CartTotals } from '@/lib/cart-totals';
import type { Money } from '@/lib/money';
import { theme } from '@/styles/theme';

/** The rows of a cart's or checkout's sums: label left, amount right, the total larger. */
export const SummaryList = styled.dl`
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

/** How much more buys free shipping ("Handla för 301 kr till …"); nothing when `left` is null. */
export function FreeShippingHint({ left }: { left: Money | null }) {
  const { t } = useT();
  const format = useFormatPrice();
  return left ? <Hint>{t('cart::freeShippingLeft', { amount: format(left) })}</Hint> : null;
}

/** Subtotal, shipping and total of the cart. */
export function CartSummary({ totals }: { totals: CartTotals }) {
  const { t } = useT();
  return (
    <>
      <FreeShippingHint left={totals.leftForFreeShipping} />
      <SummaryList>
        <dt>{t('cart::subtotal')}</dt>
        <dd>
          <Price money={totals.subtotal} />
        </dd>
        <dt>{t('cart::shipping')}</dt>
        <dd>{totals.shipping.amount === 0 ? t('cart::freeShipping') : <Price money={totals.shipping} />}</dd>
        <dt className="total">{t('cart::total')}</dt>
        <dd className="total">
          <Price money={totals.total} />
        </dd>
      </SummaryList>
    </>
  );
}
