import type { GetServerSideProps } from 'next';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { PageTitle } from '@/components/campaign/page-title';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { Pagination } from '@/components/catalog/pagination';
import { SeoHead } from '@/components/layout/seo-head';
import { RatingSummary } from '@/components/reviews/rating-summary';
import { ReviewItems } from '@/components/reviews/review-list';
import { Container } from '@/components/ui/container';
import { LocalizedLink } from '@/components/ui/localized-link';
import { PillList } from '@/components/ui/pill-list';
import { DEFAULT_LISTING, pageCount, parseListingQuery } from '@/lib/catalog/listing-query';
import { href } from '@/lib/routes/hrefs';
import { getPageProps, type BasePageProps, type ServedProps } from '@/server/page-props';
import { NOT_FOUND, orMissing, param } from '@/server/catalog/not-found';
import { localeSlugSegments } from '@/server/catalog/own-slug';
import { catalogClient } from '@/server/services';
import type { ProductReviewsResponse, WireArticle, WireReviewSort } from '@/services/catalog/types';

const SortNav = styled.nav`
  margin: 20px 0 12px;
`;

const Back = styled.p`
  margin: 0 0 16px;
  a {
    font-weight: 700;
  }
`;

const PAGE_SIZE = 10;
const ARTICLE_ID = /^\d{1,12}$/;
const SORTS: readonly WireReviewSort[] = ['newest', 'helpful'];

interface Props extends BasePageProps {
  article: Pick<WireArticle, 'articleId' | 'slug' | 'title' | 'breadcrumbs'>;
  reviews: ProductReviewsResponse['data'];
}

/** A product's reviews (the product page's rating opens them): summary per star, newest or most helpful first, paged by GET links. */
export default function ProductReviewsPage({ seo, article, reviews }: Props) {
  const { t } = useT('catalog');
  const product = { to: '/product/' as const, segments: [article.articleId, article.slug] };
  const own = { to: '/product-reviews/' as const, segments: [article.articleId, article.slug] };
  return (
    <Container>
      <SeoHead
        title={t('productReviews::metaTitle', { title: article.title })}
        description={t('productReviews::metaDescription', { title: article.title })}
        seo={seo}
        noindex={reviews.sort !== 'newest'}
      />
      <Breadcrumbs
        items={[
          ...article.breadcrumbs.map((crumb) => ({ name: crumb.name, to: '/category/' as const, segments: [crumb.slug] })),
          { name: article.title, ...product },
          { name: t('productReviews::breadcrumb'), ...own },
        ]}
      />
      <PageTitle>{t('productReviews::title', { title: article.title })}</PageTitle>
      <Back>
        <LocalizedLink {...product}>{t('productReviews::backToProduct')}</LocalizedLink>
      </Back>
      <RatingSummary summary={reviews.summary} />
      <SortNav aria-label={t('productReviews::sort')}>
        <PillList data-look="filled">
          {SORTS.map((sort) => (
            <li key={sort}>
              <LocalizedLink
                {...own}
                query={sort === 'newest' ? undefined : { sort }}
                aria-current={sort === reviews.sort ? 'page' : undefined}
                scroll={false}
              >
                {t(`productReviews::${sort}`)}
              </LocalizedLink>
            </li>
          ))}
        </PillList>
      </SortNav>
      <ReviewItems reviews={reviews.items} />
      <Pagination
        path={own}
        scope={reviews.sort === 'newest' ? {} : { sort: reviews.sort }}
        state={{ ...DEFAULT_LISTING, page: reviews.page }}
        pages={pageCount(reviews.total, PAGE_SIZE)}
      />
    </Container>
  );
}

export const getServerSideProps: GetServerSideProps<ServedProps<Props>> = (context) => {
  const params = context.params?.params;
  const [id, slug] = Array.isArray(params) ? params : [];
  const sortParam = param(context.query.sort);
  const sort: WireReviewSort = SORTS.find((s) => s === sortParam) ?? 'newest';
  const { page } = parseListingQuery(context.query);
  return getPageProps<Omit<Props, keyof BasePageProps>>(context, {
    routeKey: '/product-reviews/',
    pageType: 'product',
    namespaces: ['catalog'],
    load: async (ctx, locale) => {
      if (!id || !ARTICLE_ID.test(id) || (Array.isArray(params) && params.length > 2)) return NOT_FOUND;
      const catalog = catalogClient();
      const [article, reviews] = await Promise.all([
        orMissing(catalog.article(ctx, id)),
        orMissing(
          catalog.productReviews(ctx, id, {
            sort: sort === 'newest' ? undefined : sort,
            page: page > 1 ? String(page) : undefined,
            pageSize: String(PAGE_SIZE),
          }),
        ),
      ]);
      if (!article || !reviews || article.publishState !== 'published') return NOT_FOUND;
      // Past the last page there is nothing to show.
      if (page > 1 && reviews.items.length === 0) return NOT_FOUND;
      const query = { sort: sort === 'newest' ? undefined : sort, page: page > 1 ? page : undefined };
      if (slug !== article.slug) {
        return {
          redirect: {
            destination: href('/product-reviews/', locale, { segments: [article.articleId, article.slug], query }),
            permanent: true,
          },
        };
      }
      const { articleId, title, breadcrumbs } = article;
      return {
        props: { article: { articleId, slug: article.slug, title, breadcrumbs }, reviews },
        seo: {
          segments: [articleId, article.slug],
          query: page > 1 ? { page } : undefined,
          ...localeSlugSegments(article.slugs, [articleId]),
        },
      };
    },
  });
};
