import styled from 'styled-components';
import { useT } from '@/lib/i18n/use-t';
import { formatRating } from '@/lib/format';
import { useLocale } from '@/components/ui/use-locale';
import { theme } from '@/styles/theme';

const Wrap = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-size: ${theme.font.size.sm};
  color: ${theme.colors.ink700};
`;

const Stars = styled.span<{ $percent: number }>`
  position: relative;
  display: inline-block;
  color: ${theme.colors.base4};
  letter-spacing: 1px;
  &::after {
    content: '★★★★★';
    position: absolute;
    inset: 0;
    width: ${({ $percent }) => $percent}%;
    overflow: hidden;
    color: ${theme.colors.warning};
  }
`;

/** Five stars filled to the rating, with the rating and review count for screen readers. */
export function RatingStars({ rating, count, label }: { rating: number; count?: number; label?: string }) {
  const { t } = useT('catalog');
  const locale = useLocale();
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  const shown = formatRating(rating, locale);
  return (
    <Wrap>
      <Stars $percent={percent} aria-hidden="true">
        ★★★★★
      </Stars>
      <span className="visually-hidden">{label ?? t('rating::label', { rating: shown, count: count ?? 0 })}</span>
      {count === undefined ? null : (
        <span aria-hidden="true">
          {shown} ({count})
        </span>
      )}
    </Wrap>
  );
}
