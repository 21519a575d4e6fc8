import type { GetServerSideProps } from 'next';
import { useEffect } from 'react';
import { useRouter } from 'next/router';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { BadgeList, badgeListCss } from '@/components/catalog/badge-list';
import { priceBlockCss } from '@/components/catalog/price-block';
import { ratingStarsCss } from '@/components/catalog/rating-stars';
import { soldCountCss } from '@/components/catalog/sold-count';
import { stockLabelCss } from '@/components/catalog/stock-label';
import { Details, Summary } from '@/components/product/island-buy-column';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { SeoHead } from '@/components/layout/seo-head';
import { NotForSale } from '@/components/product/not-for-sale';
import { BuyBox } from '@/components/product/buy-box';
import { DyoAction } from '@/components/product/dyo-action';
import { Gallery } from '@/components/product/gallery';
import { JsonLdScript } from '@/components/product/json-ld-script';
import { StockAlertForm } from '@/components/product/stock-alert-form';
import { ProductRail } from '@/components/catalog/product-rail';
import { offerBadgeIds } from '@/lib/catalog/deal-badges';
import { toCardArticle, type CardArticle } from '@/services/catalog/page-models';
import { useFormatPrice } from '@/components/ui/price';
import { Container } from '@/components/ui/container';
import { useServerText, useStaticIsland } from '@/components/ui/static-island';
import { productJsonLd } from '@/server/catalog/product-json-ld';
import { conditionBadges } from '@/lib/catalog/condition-badges';
import { availability, designSupport } from '@/lib/catalog/stock-status';
import { toLocale } from '@/lib/locales';
import { getPageProps, type BasePageProps, type ServedProps } from '@/server/page-props';
import { absoluteUrl, href } from '@/lib/routes/hrefs';
import { NOT_FOUND, orMissing, orNull } from '@/server/catalog/not-found';
import { localeSlugSegments } from '@/server/catalog/own-slug';
import { catalogClient } from '@/server/services';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectFees } from '@/store/site-slice';
import { badgeIdsWithShipping, shipsFreeAlone } from '@/lib/shipping';
import { productViewed } from '@/store/page-events';
import type { WireArticle } from '@/services/catalog/types';
import { up, theme } from '@/styles/theme';

const Layout = styled.div`
  display: grid;
  gap: 24px;
  margin-bottom: 40px;
  ${up('lg')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
  h2 {
    font-size: ${theme.font.size.lg};
  }
  /* The catalog parts of the buy column are plain elements styled here. */
  ${badgeListCss}
  ${priceBlockCss}
  ${ratingStarsCss}
  ${soldCountCss}
  ${stockLabelCss}
  .reviews-link {
    color: inherit;
    text-decoration: none;
  }
  .reviews-link:hover .rating-stars > span:last-child,
  .reviews-link:focus-visible .rating-stars > span:last-child {
    text-decoration: underline;
  }
`;

const Title = styled.h1`
  margin: 8px 0;
  font-size: ${theme.font.size.xl};
  line-height: 1.2;
`;

interface Props extends BasePageProps {
  article: WireArticle;
  /** Slugs of the sibling variants, by article id. */
  variantSlugs: Record<string, string>;
  /** Server time of the render, so the availability is the same on the server and in the browser. */
  now: string;
  /** In-stock articles of the same category and price band (the shop service's), as cards. */
  similar: CardArticle[];
}

const ARTICLE_ID = /^\d{1,12}$/;

export default function ProductPage({ seo, article, variantSlugs, now, similar, notice }: Props) {
  const { t } = useT('catalog');
  const locale = toLocale(useRouter().locale);
  const format = useFormatPrice();
  // The one availability rule of card, page and buy box (lib/catalog/stock-status.ts).
  const offer = availability(
    {
      stock: article.stock,
      availabilityDate: article.availabilityDate,
      shippingDaysMax: article.shippingTime.max,
      design: designSupport(article),
    },
    new Date(now),
  );
  const soldOut = offer.status === 'out_of_stock';
  const variantIds = article.variationalProperties.flatMap((p) => p.options.map((o) => o.articleId));
  const dispatch = useAppDispatch();
  const fees = useAppSelector(selectFees);
  useEffect(() => {
    // view_item reaches the data layer only with analytics consent (store/tracking-listeners).
    dispatch(productViewed({ article, locale }));
  }, [dispatch, article, locale]);
  const crumbs = article.breadcrumbs.map((crumb) => ({ name: crumb.name, to: '/category/' as const, segments: [crumb.slug] }));
  // What hydration keeps from the server's HTML without formatting a price, rating, count or date: the head's texts,
  // the structured data and the buy column's parts below the title (docs/adr/0029-static-islands.md; the title stays the
  // column's own child).
  const content = [article, seo, now, fees, variantSlugs, locale];
  const head = useServerText(
    content,
    () => {
      const description = document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
      return description === undefined ? null : { title: document.title, description };
    },
    () => ({
      title: t('product::metaTitle', { title: article.title, price: format(article.price) }),
      description: t('product::metaDescription', { title: article.title, brand: article.brand.name, price: format(article.price) }),
    }),
  );
  // The server keeps both parts' markup while the content is the same (docs/adr/0031-static-island-markup-kept.md).
  const summaryParts = <Summary article={article} offer={offer} soldOut={soldOut} variantSlugs={variantSlugs} />;
  const detailsParts = <Details article={article} />;
  const summary = useStaticIsland(content, summaryParts);
  const details = useStaticIsland(content, detailsParts);
  return (
    <Container>
      <SeoHead title={head.title} description={head.description} seo={seo} />
      <JsonLdScript
        content={content}
        data={() =>
          productJsonLd(article, seo.canonical, offer, [
            ...article.breadcrumbs.map((crumb) => ({
              name: crumb.name,
              url: absoluteUrl(href('/category/', locale, { segments: [crumb.slug] })),
            })),
            { name: article.title, url: seo.canonical },
          ])
        }
      />
      <Breadcrumbs items={[...crumbs, { name: article.title, to: '/product/', segments: [article.articleId, article.slug] }]} />
      <Layout data-testid="product">
        <Gallery images={article.images} title={article.title} articleId={article.articleId} variantIds={variantIds} />
        <div>
          {/* What cannot be ordered is no deal: no deal badge, no announced reduction. */}
          <BadgeList
            ids={offerBadgeIds(badgeIdsWithShipping(article.badgeIds, shipsFreeAlone(article, fees)), !soldOut)}
            extra={conditionBadges(article.condition)}
          />
          <Title>{article.title}</Title>
          <div {...summary.props}>{summary.keep ? null : summaryParts}</div>
          {article.notForSale ? (
            <NotForSale reason={article.notForSale} />
          ) : offer.offer === 'cart' ? (
            <BuyBox key={article.articleId} article={article} availability={offer} />
          ) : (
            <DyoAction article={article} />
          )}
          {soldOut ? <StockAlertForm articleId={article.articleId} invalid={notice === 'stock-alert-invalid'} /> : null}
          <div {...details.props}>{details.keep ? null : detailsParts}</div>
        </div>
      </Layout>
      <ProductRail id="similar-products" title={t(soldOut ? 'product::alternatives' : 'product::similar')} items={similar} />
    </Container>
  );
}

/**
 * The request's time to the minute: what the page shows from it (availability, by the day) is the same all minute, so the
 * server keeps the buy column's markup that long (docs/adr/0031-static-island-markup-kept.md).
 */
function thisMinute(): string {
  return new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();
}

export const getServerSideProps: GetServerSideProps<ServedProps<Props>> = (context) => {
  const params = context.params?.params;
  const [id, slug] = Array.isArray(params) ? params : [];
  return getPageProps<Omit<Props, keyof BasePageProps>>(context, {
    routeKey: '/product/',
    pageType: 'product',
    namespaces: ['catalog'],
    load: async (ctx, locale) => {
      if (!id || !ARTICLE_ID.test(id) || (Array.isArray(params) && params.length > 2)) return NOT_FOUND;
      const catalog = catalogClient();
      const article = await orMissing(catalog.article(ctx, id));
      if (!article || article.publishState !== 'published') return NOT_FOUND;
      if (slug !== article.slug) {
        // A wrong or missing slug: the one right URL, permanently.
        return { redirect: { destination: href('/product/', locale, { segments: [article.articleId, article.slug] }), permanent: true } };
      }
      const siblings = article.variationalProperties
        .flatMap((p) => p.options.map((o) => o.articleId))
        .filter((other) => other !== article.articleId);
      const [variants, similar] = await Promise.all([
        siblings.length > 0
          ? orNull(catalog.articles(ctx, { ids: Array.from(new Set(siblings)).join(','), pageSize: '96' }), ctx, 'variants')
          : null,
        orNull(catalog.similarArticles(ctx, article.articleId, { limit: '8' }), ctx, 'similar products'),
      ]);
      const variantSlugs = Object.fromEntries((variants?.items ?? []).map((item) => [item.articleId, item.slug]));
      return {
        props: { article, variantSlugs, now: thisMinute(), similar: (similar ?? []).map(toCardArticle) },
        // Each locale's URL names its own slug (hreflang); another locale's slug is answered 308.
        seo: { segments: [article.articleId, article.slug], ...localeSlugSegments(article.slugs, [article.articleId]) },
      };
    },
  });
};
