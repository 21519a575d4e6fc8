import type { TFunction } from 'i18next';
import { css } from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import type { Availability } from '@/lib/catalog/stock-status';
import { formatDay } from '@/lib/format';
import type { Locale } from '@/lib/locales';
import { useLocale } from '@/components/ui/use-locale';
import { theme } from '@/styles/theme';

/** The stock label's CSS, for the styled container it is rendered in (the product card, the product page). */
export const stockLabelCss = css`
  .stock-label {
    font-size: ${theme.font.size.sm};
    font-weight: 700;
    color: ${theme.colors.warning};
    &[data-status='in_stock'] {
      color: ${theme.colors.success};
    }
    &[data-status='out_of_stock'],
    &[data-status='not_sold_online'] {
      color: ${theme.colors.danger};
    }
  }
`;

/** The stock label for a caller that has already read the translations and locale (the product card). */
type LabelInfo = Pick<Availability, 'status' | 'availableFrom'>;

export function renderStockLabel({ info, t, locale }: { info: LabelInfo; t: TFunction<'catalog'>; locale: Locale }) {
  const date = info.availableFrom ? formatDay(info.availableFrom, locale) : '';
  return (
    <span className="stock-label" data-status={info.status}>
      {t(`stock::${info.status}`, { date })}
    </span>
  );
}

/**
 * The stock status in words (docs/spec.md §5), with the date of a pre-order; `not_sold_online` for an article that cannot be ordered online
 * (lib/catalog/stock-status.ts `availability`). Styled by its container: include `stockLabelCss` in the container's styled root.
 */
export function StockLabel({ info }: { info: LabelInfo }) {
  const { t } = useT('catalog');
  const locale = useLocale();
  return renderStockLabel({ info, t, locale });
}
