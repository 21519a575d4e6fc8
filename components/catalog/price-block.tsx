import styled from 'styled-components';
import { useTranslation } from 'next-i18next/pages';
import { useFormatPrice } from '@/components/ui/price';
import { discountPercent } from '@/lib/catalog/discount';
import type { Money } from '@/lib/money';

const Wrap = styled.div<{ $large?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 8px;
  .now {
    font-size: ${({ theme, $large }) => ($large ? theme.font.size.xl : theme.font.size.lg)};
    font-weight: 800;
  }
  .was { color: ${({ theme }) => theme.colors.ink500}; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

const Discount = styled.span`
  padding: 1px 6px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.base1};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 800;
`;

/** Price, old price and discount, formatted for the shopper's locale. */
export function PriceBlock({ price, oldPrice, large }: { price: Money; oldPrice?: Money; large?: boolean }) {
  const { t } = useTranslation('catalog');
  const format = useFormatPrice();
  const percent = discountPercent(price, oldPrice);
  return (
    <Wrap $large={large}>
      <span className="now">{format(price)}</span>
      {oldPrice && percent !== null ? (
        <>
          <s className="was">{t('price::was', { price: format(oldPrice) })}</s>
          <Discount>
            <span aria-hidden="true">{t('price::discount', { percent })}</span>
            <span className="visually-hidden">{t('price::discountLabel', { percent })}</span>
          </Discount>
        </>
      ) : null}
    </Wrap>
  );
}
