import type { TFunction } from 'i18next';
import { css } from 'styled-components';
import { tint } from '@/components/ui/tint';
import { useT } from '@/components/i18n/use-t';
import { useLocale } from '@/components/ui/use-locale';
import { priceReduction } from '@/lib/catalog/discount';
import { formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/locales';
import type { Money } from '@/lib/money';
import { theme } from '@/styles/theme';

/** The price block's CSS, for the styled container it is rendered in (the product card, the product page). */
export const priceBlockCss = css`
  .price-block {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 4px 8px;
    .now {
      font-size: ${theme.font.size.lg};
      font-weight: 800;
    }
    &[data-size='large'] .now {
      font-size: ${theme.font.size.xl};
    }
    .was {
      color: ${theme.colors.ink500};
      font-size: ${theme.font.size.sm};
    }
    .discount {
      padding: 1px 6px;
      ${tint('danger', 'base1')}
      font-size: ${theme.font.size.sm};
      font-weight: 800;
    }
  }
`;

export interface PriceBlockProps {
  price: Money;
  /** The lowest price of the 30 days before the reduction (lib/catalog/discount.ts); absent: no reduction announced. */
  lowestPrice?: Money;
  large?: boolean;
}

/** The price block for a caller that has already read the translations and locale (the product card). */
export function renderPriceBlock({ price, lowestPrice, large, t, locale }: PriceBlockProps & { t: TFunction<'catalog'>; locale: Locale }) {
  const reduction = priceReduction(price, lowestPrice);
  return (
    <div className="price-block" data-size={large ? 'large' : undefined}>
      <span className="now">{formatPrice(price, locale)}</span>
      {reduction ? (
        <>
          <span className="discount">
            <span aria-hidden="true">{t('price::discount', { percent: reduction.percent })}</span>
            <span className="visually-hidden">{t('price::discountLabel', { percent: reduction.percent })}</span>
          </span>
          <span className="was">{t('price::lowest30', { price: formatPrice(reduction.reference, locale) })}</span>
        </>
      ) : null}
    </div>
  );
}

/**
 * Price and an announced reduction (percentage and the 30-day lowest price it is measured from), formatted for the shopper's locale.
 * Styled by its container: include `priceBlockCss` in the container's styled root.
 */
export function PriceBlock(props: PriceBlockProps) {
  const { t } = useT('catalog');
  const locale = useLocale();
  return renderPriceBlock({ ...props, t, locale });
}
