import type { TFunction } from 'i18next';
import { css } from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { formatRating } from '@/lib/format';
import type { Locale } from '@/lib/locales';
import { useLocale } from '@/components/ui/use-locale';
import { theme } from '@/styles/theme';

/**
 * The fill is the rating to a tenth (ratings come with one decimal): whole stars and tenths are two attributes, each a custom property of a
 * static rule, added up in the one width (4.1 → 80% + 2%). A fixed set of rules instead of a styled-components class per distinct rating.
 */
const fillRules = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
  .map((n) => `${n <= 5 ? `[data-stars='${n}']{--stars-whole:${n * 20}%;}` : ''}[data-tenths='${n}']{--stars-tenths:${n * 2}%;}`)
  .join('');

/** The stars' CSS, for the styled container they are rendered in (card, product page, reviews). */
export const ratingStarsCss = css`
  .rating-stars {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    font-size: ${theme.font.size.sm};
    color: ${theme.colors.ink700};
    > .stars {
      position: relative;
      display: inline-block;
      color: ${theme.colors.base4};
      letter-spacing: 1px;
      &::after {
        content: '★★★★★';
        position: absolute;
        inset: 0;
        width: calc(var(--stars-whole) + var(--stars-tenths));
        overflow: hidden;
        color: ${theme.colors.warning};
      }
    }
  }
  ${fillRules}
`;

export interface RatingStarsProps {
  rating: number;
  count?: number;
  label?: string;
}

/** The stars for a caller that has already read the translations and locale (the product card). */
export function renderRatingStars({ rating, count, label, t, locale }: RatingStarsProps & { t: TFunction<'catalog'>; locale: Locale }) {
  const tenths = Math.round(Math.max(0, Math.min(5, rating)) * 10);
  const shown = formatRating(rating, locale);
  return (
    <span className="rating-stars">
      <span className="stars" data-stars={Math.floor(tenths / 10)} data-tenths={tenths % 10} aria-hidden="true">
        ★★★★★
      </span>
      <span className="visually-hidden">{label ?? t('rating::label', { rating: shown, count: count ?? 0 })}</span>
      {count === undefined ? null : (
        <span aria-hidden="true">
          {shown} ({count})
        </span>
      )}
    </span>
  );
}

/**
 * Five stars filled to the rating, with the rating and review count for screen readers. Styled by its container: include `ratingStarsCss`
 * in the container's styled root.
 */
export function RatingStars(props: RatingStarsProps) {
  const { t } = useT('catalog');
  const locale = useLocale();
  return renderRatingStars({ ...props, t, locale });
}
