import { useRouter } from 'next/router';
import styled from 'styled-components';
import { useT } from '@/lib/i18n/use-t';
import { linkCardLook } from '@/components/ui/card';
import { LocalizedLink } from '@/components/ui/localized-link';
import { conditionBadges } from '@/lib/catalog/condition-badges';
import { stockStatus } from '@/lib/catalog/stock-status';
import { currencyOf, toLocale } from '@/lib/locales';
import type { CardArticle } from '@/services/catalog/page-models';
import { BadgeList } from './badge-list';
import { PriceBlock } from './price-block';
import { ProductImage } from './product-image';
import { RatingStars } from './rating-stars';
import { SoldCount } from './sold-count';
import { StockLabel } from './stock-label';
import { theme } from '@/styles/theme';

const Card = styled.article`
  ${linkCardLook}
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 10px;
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${theme.font.size.md};
  font-weight: 700;
  line-height: 1.3;
  a {
    color: inherit;
    text-decoration: none;
    /* The whole card is the link's click area. */
    &::after { content: ''; position: absolute; inset: 0; }
    &:focus-visible { outline: none; }
  }
`;

const Brand = styled.p`
  margin: 0;
  color: ${theme.colors.ink500};
  font-size: ${theme.font.size.sm};
`;

/**
 * A product in a grid or rail: picture, title, brand, price, rating, units sold, badges and stock.
 * The page sends the card compactly (services/catalog/page-models.ts): prices in minor units of the
 * locale's currency, and fields at their default left out.
 */
export function ProductCard({ article, priority = false, headingLevel = 3 }: { article: CardArticle; priority?: boolean; headingLevel?: 2 | 3 }) {
  const { t } = useT('catalog');
  const currency = currencyOf(toLocale(useRouter().locale));
  const condition = article.condition ?? 'new';
  return (
    <Card>
      <ProductImage src={article.imageUrl} alt="" priority={priority} />
      <BadgeList ids={article.badgeIds ?? []} extra={conditionBadges(condition)} />
      <Title as={`h${headingLevel}`}>
        <LocalizedLink to="/product/" segments={[article.articleId, article.slug]}>
          {article.title}
        </LocalizedLink>
      </Title>
      <Brand>{article.brand}</Brand>
      <PriceBlock price={{ amount: article.price, currency }} oldPrice={article.oldPrice === undefined ? undefined : { amount: article.oldPrice, currency }} />
      {article.reviewCount ? <RatingStars rating={article.rating} count={article.reviewCount} /> : null}
      <SoldCount sold={article.sold ?? 0} />
      <StockLabel info={stockStatus(article)} />
      {condition !== 'new' ? <span className="visually-hidden">{t(`condition::${condition}`)}</span> : null}
    </Card>
  );
}
