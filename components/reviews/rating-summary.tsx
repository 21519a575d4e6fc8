import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { formatRating } from '@/lib/format';
import { useLocale } from '@/components/ui/use-locale';
import { RatingStars, ratingStarsCss } from '@/components/catalog/rating-stars';
import type { WireMerchant } from '@/services/catalog/types';
import { up, theme } from '@/styles/theme';

const Box = styled.section`
  display: grid;
  gap: 16px;
  padding: 16px;
  border-radius: ${theme.radius.default};
  background: ${theme.colors.base1};
  ${up('md')} {
    grid-template-columns: 200px 1fr;
  }
  .average {
    margin: 0;
    font-size: ${theme.font.size.xxl};
    font-weight: 800;
  }
  ${ratingStarsCss}
`;

const Rows = styled.ul`
  display: grid;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 64px 1fr 48px;
    align-items: center;
    gap: 8px;
  }
`;

const Bar = styled.span<{ $percent: number }>`
  height: 10px;
  border-radius: ${theme.radius.pill};
  background: linear-gradient(
    to right,
    ${theme.colors.warning} ${({ $percent }) => $percent}%,
    ${theme.colors.base3} ${({ $percent }) => $percent}%
  );
`;

/** Average rating (a seller's or a product's) with the number of reviews per star. */
export function RatingSummary({ summary }: { summary: Pick<WireMerchant, 'rating' | 'reviewCount' | 'ratingDistribution'> }) {
  const { t } = useT('catalog');
  const locale = useLocale();
  const stars = ['5', '4', '3', '2', '1'] as const;
  const total = Math.max(1, summary.reviewCount);
  return (
    <Box aria-label={t('reviews::distribution')}>
      <div>
        <p className="average">{t('reviews::average', { rating: formatRating(summary.rating, locale) })}</p>
        <RatingStars rating={summary.rating} count={summary.reviewCount} />
        <p>{t('reviews::count', { count: summary.reviewCount })}</p>
      </div>
      <Rows>
        {stars.map((star) => {
          const count = summary.ratingDistribution[star];
          return (
            <li key={star}>
              <span aria-hidden="true">{star} ★</span>
              <Bar $percent={Math.round((count / total) * 100)} aria-hidden="true" />
              <span aria-hidden="true">{count}</span>
              <span className="visually-hidden">
                {t('reviews::row', { stars: t('reviews::starCount', { count: Number(star) }), count })}
              </span>
            </li>
          );
        })}
      </Rows>
    </Box>
  );
}
