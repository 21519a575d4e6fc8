import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { RatingStars, ratingStarsCss } from '@/components/catalog/rating-stars';
import { LocalizedLink } from '@/components/ui/localized-link';
import { PillList } from '@/components/ui/pill-list';
import { RATINGS, type RatingFilter } from '@/lib/catalog/listing-query';
import { useLocale } from '@/components/ui/use-locale';
import type { WireProductReview, WireSellerReview } from '@/services/catalog/types';
import { theme } from '@/styles/theme';

const Filter = styled.nav`
  margin: 20px 0 12px;
`;

const List = styled.ol`
  display: grid;
  gap: 10px;
  margin: 0 0 24px;
  padding: 0;
  list-style: none;
  li {
    padding: 14px;
    border-radius: ${theme.radius.default};
    background: ${theme.colors.base1};
  }
  p {
    margin: 6px 0 0;
  }
  h3 {
    margin: 6px 0 0;
    font-size: ${theme.font.size.md};
  }
  .who,
  .helpful {
    color: ${theme.colors.ink700};
    font-size: ${theme.font.size.sm};
  }
  ${ratingStarsCss}
`;

interface Props {
  merchantId: string;
  rating: RatingFilter;
  reviews: WireSellerReview[];
}

/** A seller's review, or a product's with its title, helpful count and whether the reviewer bought it here. */
type Review = WireSellerReview & Partial<Pick<WireProductReview, 'title' | 'helpful' | 'verifiedPurchase'>>;

/** The reviews as a list (seller reviews, a product's reviews), or a line saying there are none. */
export function ReviewItems({ reviews }: { reviews: Review[] }) {
  const { t } = useT('catalog');
  const locale = useLocale();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  if (reviews.length === 0) return <p role="status">{t('reviews::empty')}</p>;
  return (
    <List>
      {reviews.map((review) => (
        <li key={review.id}>
          <RatingStars rating={review.rating} label={t('reviews::stars', { stars: review.rating })} />
          {review.title ? <h3>{review.title}</h3> : null}
          <p>{review.text}</p>
          <p className="who">
            {review.author} · <time dateTime={review.date}>{date.format(new Date(review.date))}</time>
            {review.verifiedPurchase ? ` · ${t('productReviews::verified')}` : null}
          </p>
          {review.helpful ? <p className="helpful">{t('productReviews::helpfulCount', { count: review.helpful })}</p> : null}
        </li>
      ))}
    </List>
  );
}

/** The rating filter (all, 5, 4+, 3+) as links, and the reviews, newest first. */
export function ReviewList({ merchantId, rating, reviews }: Props) {
  const { t } = useT('catalog');
  return (
    <>
      <Filter aria-label={t('reviews::filter')}>
        <PillList data-look="filled">
          {RATINGS.map((option) => (
            <li key={option}>
              <LocalizedLink
                to="/seller-reviews/"
                segments={[merchantId]}
                query={option === 'all' ? undefined : { rating: option }}
                aria-current={option === rating ? 'page' : undefined}
                scroll={false}
              >
                {t(`listing::ratingOptions::${option}`)}
              </LocalizedLink>
            </li>
          ))}
        </PillList>
      </Filter>
      <ReviewItems reviews={reviews} />
    </>
  );
}
