import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import type { WireNotForSale } from '@/services/catalog/types';
import { theme } from '@/styles/theme';

const Box = styled.div`
  margin: 16px 0;
  padding: 12px 16px;
  border-radius: ${theme.radius.small};
  border-left: 4px solid ${theme.colors.danger};
  background: ${theme.colors.base1};
  p {
    margin: 0;
  }
  p:first-child {
    font-weight: 700;
  }
`;

/** In place of the buy box for an article the checkout would refuse (`notForSale`): no add button, and why. */
export function NotForSale({ reason }: { reason: WireNotForSale }) {
  const { t } = useT('catalog');
  return (
    <Box data-not-for-sale={reason}>
      <p>{t('product::notForSale')}</p>
      <p>{t(`product::notForSaleReason::${reason}`)}</p>
    </Box>
  );
}
