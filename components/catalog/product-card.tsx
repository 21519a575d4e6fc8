import { useRouter } from 'next/router';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { cardLinkLook, linkCardLook } from '@/components/ui/card';
import { LocalizedLink } from '@/components/ui/localized-link';
import { conditionBadges } from '@/lib/catalog/condition-badges';
import { offerBadgeIds } from '@/lib/catalog/deal-badges';
import { availability } from '@/lib/catalog/stock-status';
import { currencyOf, toLocale } from '@/lib/locales';
import type { CardArticle } from '@/services/catalog/page-models';
import { useAppSelector } from '@/store/hooks';
import { selectBadges, selectFees } from '@/store/site-slice';
import { badgeIdsWithShipping, shipsFreeAlone } from '@/lib/shipping';
import { badgeListCss, renderBadgeList } from './badge-list';
import { priceBlockCss, renderPriceBlock } from './price-block';
import { ProductImage, productImageCss } from './product-image';
import { ratingStarsCss, renderRatingStars } from './rating-stars';
import { renderSoldCount, soldCountCss } from './sold-count';
import { renderStockLabel, stockLabelCss } from './stock-label';
import { theme } from '@/styles/theme';

/**
 * The card is the one styled element of a card: its parts are plain elements styled from here.
 * A styled element costs its render, a class lookup and, with prop interpolations, a hash and a
 * stylis run per value; 36 cards of 13 styled elements were half a start page's server render.
 */
const Card = styled.article`
  ${linkCardLook}
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 10px;
  > .title {
    margin: 0;
    font-size: ${theme.font.size.md};
    font-weight: 700;
    line-height: 1.3;
    a {
      color: inherit;
      ${cardLinkLook}
    }
  }
  > .brand {
    margin: 0;
    color: ${theme.colors.ink500};
    font-size: ${theme.font.size.sm};
  }
  ${productImageCss}
  ${badgeListCss}
  ${priceBlockCss}
  ${ratingStarsCss}
  ${soldCountCss}
  ${stockLabelCss}
`;

/**
 * A product in a grid or rail: picture, title, brand, price, rating, units sold, badges and stock.
 * The page sends the card compactly (services/catalog/page-models.ts): prices in minor units of the
 * locale's currency, and fields at their default left out. The translations, locale and badge map
 * are read once here and handed to the parts' render functions.
 */
export function ProductCard({
  article,
  priority = false,
  headingLevel = 3,
}: {
  article: CardArticle;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t } = useT('catalog');
  const locale = toLocale(useRouter().locale);
  const badges = useAppSelector(selectBadges);
  const fees = useAppSelector(selectFees);
  const currency = currencyOf(locale);
  const condition = article.condition ?? 'new';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // The one availability rule of card, product page and buy box: what is not sold online shows no units sold.
  const offer = availability(article);
  // As on the product page: a sold-out product shows no deal badge and no announced reduction (lib/catalog/deal-badges.ts).
  const soldOut = offer.status === 'out_of_stock';
  return (
    <Card>
      <ProductImage src={article.imageUrl} alt="" priority={priority} />
      {renderBadgeList({
        ids: offerBadgeIds(
          badgeIdsWithShipping(
            article.badgeIds,
            shipsFreeAlone({ price: { amount: article.price, currency }, shipsFree: article.shipsFree }, fees),
          ),
          !soldOut,
        ),
        extra: conditionBadges(condition),
        badges,
      })}
      <Heading className="title">
        <LocalizedLink to="/product/" segments={[article.articleId, article.slug]}>
          {article.title}
        </LocalizedLink>
      </Heading>
      <p className="brand">{article.brand}</p>
      {renderPriceBlock({
        price: { amount: article.price, currency },
        lowestPrice: soldOut || article.lowestPrice === undefined ? undefined : { amount: article.lowestPrice, currency },
        t,
        locale,
      })}
      {article.reviewCount ? renderRatingStars({ rating: article.rating, count: article.reviewCount, t, locale }) : null}
      {offer.showsSold ? renderSoldCount({ sold: article.sold ?? 0, t, locale }) : null}
      {renderStockLabel({ info: offer, t, locale })}
      {condition !== 'new' ? <span className="visually-hidden">{t(`condition::${condition}`)}</span> : null}
    </Card>
  );
}
