import type { TFunction } from 'i18next';
import { css } from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { useLocale } from '@/components/ui/use-locale';
import { soldCount } from '@/lib/catalog/sold-count-rounding';
import { formatCount } from '@/lib/format';
import type { Locale } from '@/lib/locales';
import { theme } from '@/styles/theme';

/** The sold count's CSS, for the styled container it is rendered in (the product card, the product page). */
export const soldCountCss = css`
  .sold-count {
    font-size: ${theme.font.size.sm};
    color: ${theme.colors.ink500};
  }
`;

/** The sold count for a caller that has already read the translations and locale (the product card). */
export function renderSoldCount({ sold, t, locale }: { sold: number; t: TFunction<'catalog'>; locale: Locale }) {
  const shown = soldCount(sold);
  if (!shown) return null;
  const number = `${formatCount(shown.count, locale)}${shown.atLeast ? '+' : ''}`;
  return <span className="sold-count">{t('sold::label', { count: shown.count, number })}</span>;
}

/**
 * "1 200+ sålda": the catalog's units-sold count as social proof, in the locale's digits and plural.
 * Styled by its container: include `soldCountCss` in the container's styled root.
 */
export function SoldCount({ sold }: { sold: number }) {
  const { t } = useT('catalog');
  const locale = useLocale();
  return renderSoldCount({ sold, t, locale });
}
