import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { PriceBlock } from '@/components/catalog/price-block';
import { RatingStars } from '@/components/catalog/rating-stars';
import { SoldCount } from '@/components/catalog/sold-count';
import { StockLabel } from '@/components/catalog/stock-label';
import { LocalizedLink } from '@/components/ui/localized-link';
import type { availability } from '@/lib/catalog/stock-status';
import type { WireArticle } from '@/services/catalog/types';
import { ProductFacts } from './product-facts';
import { VariantSelector } from './variant-selector';

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
  margin: 8px 0;
`;

/** The buy column's static parts below the title: a component, so that nothing is translated or formatted where the island keeps them. */
export function Summary({
  article,
  offer,
  soldOut,
  variantSlugs,
}: {
  article: WireArticle;
  offer: ReturnType<typeof availability>;
  soldOut: boolean;
  variantSlugs: Record<string, string>;
}) {
  const { t } = useT('catalog');
  return (
    <>
      <Meta>
        <span>
          {t('product::brand')}: <strong>{article.brand.name}</strong>
        </span>
        {article.reviewCount > 0 ? (
          <LocalizedLink className="reviews-link" to="/product-reviews/" segments={[article.articleId, article.slug]}>
            <RatingStars rating={article.rating} count={article.reviewCount} />
            <span className="visually-hidden">: {t('product::readReviews', { count: article.reviewCount })}</span>
          </LocalizedLink>
        ) : null}
        {offer.showsSold ? <SoldCount sold={article.sold} /> : null}
      </Meta>
      <PriceBlock price={article.price} lowestPrice={soldOut ? undefined : article.lowestPrice30Days} large />
      <Meta>
        <StockLabel info={offer} />
        {/* Only what can be ordered now ships within days: a pre-order ships from its date (the label says when). */}
        {offer.shipsWithinDays === null ? null : <span>{t('product::shipping', { count: offer.shipsWithinDays })}</span>}
      </Meta>
      <VariantSelector properties={article.variationalProperties} slugs={variantSlugs} />
    </>
  );
}

/** The description and the facts, below the buy box. */
export function Details({ article }: { article: WireArticle }) {
  const { t } = useT('catalog');
  return (
    <>
      <section aria-labelledby="product-description">
        <h2 id="product-description">{t('product::description')}</h2>
        <p>{article.description}</p>
      </section>
      <ProductFacts article={article} />
    </>
  );
}
