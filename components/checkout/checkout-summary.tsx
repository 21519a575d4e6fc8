import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { Price } from '@/components/ui/price';
import type { CheckoutSummary as Summary } from '@/services/purchase/models';
import { theme } from '@/styles/theme';

const List = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 6px 12px;
  margin: 0 0 16px;
  dd { margin: 0; text-align: right; font-weight: 700; }
  .total { font-size: ${theme.font.size.lg}; font-weight: 800; }
`;

/**
 * The purchase service's summary: subtotal, shipping, discount (with the code's title) and total. Before
 * payment the total is what is left to pay ("Att betala"); on the thank-you page (`paid`) it is the order's total ("Totalt").
 */
export function CheckoutSummary({ summary, paid = false }: { summary: Summary; paid?: boolean }) {
  const { t } = useT();
  return (
    <List aria-label={t('checkout::summary')}>
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
    </List>
  );
}
