import styled from 'styled-components';
import { useT } from '@/lib/i18n/use-t';
import { useFormatPrice } from '@/components/ui/price';
import { discountPercent } from '@/lib/catalog/discount';
import type { Money } from '@/lib/money';
import { theme } from '@/styles/theme';

const Wrap = styled.div<{ $large?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 8px;
  .now {
    font-size: ${({ theme, $large }) => ($large ? theme.font.size.xl : theme.font.size.lg)};
    font-weight: 800;
  }
  .was { color: ${theme.colors.ink500}; font-size: ${theme.font.size.sm}; }
`;

const Discount = styled.span`
  padding: 1px 6px;
  border-radius: ${theme.radius.small};
  background: ${theme.colors.danger};
  color: ${theme.colors.base1};
  font-size: ${theme.font.size.sm};
  font-weight: 800;
`;

/** Price, old price and discount, formatted for the shopper's locale. */
export function PriceBlock({ price, oldPrice, large }: { price: Money; oldPrice?: Money; large?: boolean }) {
  const { t } = useT('catalog');
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
