import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { Price, useFormatPrice } from '@/components/ui/price';
import type { CartTotals } from '@/lib/cart-totals';
import { theme } from '@/styles/theme';

const List = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 6px 12px;
  margin: 0 0 16px;
  dt { color: ${theme.colors.ink700}; }
  dd { margin: 0; text-align: right; font-weight: 700; }
  .total { font-size: ${theme.font.size.lg}; font-weight: 800; color: ${theme.colors.ink900}; }
`;

const Hint = styled.p`
  margin: 0 0 12px;
  padding: 8px 12px;
  border-radius: ${theme.radius.small};
  background: ${theme.colors.hunter100};
  font-size: ${theme.font.size.sm};
`;

/** Subtotal, shipping and total of the cart. */
export function CartSummary({ totals }: { totals: CartTotals }) {
  const { t } = useT();
  const format = useFormatPrice();
  return (
    <>
      {totals.leftForFreeShipping ? (
        <Hint>{t('cart::freeShippingLeft', { amount: format(totals.leftForFreeShipping) })}</Hint>
      ) : null}
      <List>
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
      </List>
    </>
  );
}
