import type { GetServerSideProps } from 'next';
import styled from 'styled-components';
import { useT } from '@/lib/i18n/use-t';
import { PageLead, PageTitle } from '@/components/campaign/page-title';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { Pagination } from '@/components/catalog/pagination';
import { SeoHead } from '@/components/layout/seo-head';
import { RatingSummary } from '@/components/reviews/rating-summary';
import { ReviewList } from '@/components/reviews/review-list';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { useHref } from '@/components/ui/localized-link';
import { DEFAULT_LISTING, pageCount, parseListingQuery } from '@/lib/catalog/listing-query';
import { getPageProps, type BasePageProps } from '@/server/page-props';
import { href } from '@/lib/routes';
import { NOT_FOUND, orMissing, param } from '@/server/catalog/not-found';
import { catalogClient } from '@/server/services';
import type { MerchantReviewsResponse, WireMerchant } from '@/services/catalog/types';
import { theme } from '@/styles/theme';

const Lookup = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px;
  label { display: grid; gap: 4px; font-weight: 700; }
  input { height: ${theme.tapTarget}; padding: 0 10px; border: 1px solid ${theme.colors.base4}; border-radius: ${theme.radius.small}; }
`;

const PAGE_SIZE = 10;
const MERCHANT_KEY = /^[a-z0-9][a-z0-9-]{0,63}$/i;

type Props = BasePageProps &
  (
    | { kind: 'lookup'; notFound: string | null }
    | { kind: 'reviews'; merchant: WireMerchant; reviews: MerchantReviewsResponse['data']; rating: 'all' | '5' | '4' | '3'; page: number }
  );

export default function SellerReviewsPage(props: Props) {
  const { t } = useT('catalog');
  const toHref = useHref();
  if (props.kind === 'lookup') {
    return (
      <Container>
        <SeoHead title={`${t('reviews::title')} – Nordfynd`} description={t('reviews::metaDescription')} seo={props.seo} />
        <Breadcrumbs items={[{ name: t('reviews::title'), to: '/seller-reviews/' }]} />
        <PageTitle>{t('reviews::title')}</PageTitle>
        <PageLead>{t('reviews::lead')}</PageLead>
        {props.notFound ? <p role="alert">{t('reviews::notFound', { merchant: props.notFound })}</p> : null}
        <Lookup action={toHref('/seller-reviews/')} method="get">
          <label>
            {t('reviews::lookup')}
            <input name="merchant" required maxLength={64} defaultValue={props.notFound ?? ''} />
          </label>
          <Button type="submit">{t('reviews::lookupButton')}</Button>
        </Lookup>
      </Container>
    );
  }
  const { merchant, reviews, rating, page, seo } = props;
  return (
    <Container>
      <SeoHead title={`${t('reviews::titleFor', { name: merchant.name })} – Nordfynd`} description={t('reviews::metaDescription')} seo={seo} noindex={rating !== 'all'} />
      <Breadcrumbs
        items={[
          { name: t('reviews::title'), to: '/seller-reviews/' },
          { name: merchant.name, to: '/seller-reviews/', segments: [merchant.id] },
        ]}
      />
      <PageTitle>{t('reviews::titleFor', { name: merchant.name })}</PageTitle>
      <RatingSummary merchant={merchant} />
      <ReviewList merchantId={merchant.id} rating={rating} reviews={reviews.items} />
      <Pagination
        path={{ to: '/seller-reviews/', segments: [merchant.id] }}
        scope={{}}
        state={{ ...DEFAULT_LISTING, rating, page }}
        pages={pageCount(reviews.total, PAGE_SIZE)}
      />
    </Container>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = (context) => {
  const segments = context.params?.merchant;
  const fromPath = Array.isArray(segments) && segments.length === 1 ? segments[0]! : null;
  const fromQuery = param(context.query.merchant).trim();
  const { rating, page } = parseListingQuery(context.query);
  return getPageProps(context, {
    routeKey: '/seller-reviews/',
    pageType: 'customer-service',
    namespaces: ['catalog'],
    load: async (ctx, locale) => {
      if (Array.isArray(segments) && segments.length > 1) return NOT_FOUND;
      const key = fromPath ?? (fromQuery || null);
      if (!key) return { props: { kind: 'lookup' as const, notFound: null } };
      if (!MERCHANT_KEY.test(key)) return fromPath ? NOT_FOUND : { props: { kind: 'lookup' as const, notFound: fromQuery.slice(0, 64) } };
      const catalog = catalogClient();
      const [merchant, reviews] = await Promise.all([
        orMissing(catalog.merchant(ctx, key)),
        orMissing(catalog.merchantReviews(ctx, key, { rating, page: String(page), pageSize: String(PAGE_SIZE) })),
      ]);
      if (!merchant || !reviews) return fromPath ? NOT_FOUND : { props: { kind: 'lookup' as const, notFound: fromQuery.slice(0, 64) } };
      if (!fromPath || fromPath !== merchant.id) {
        // ?merchant=teknikboden and /seller-reviews/teknikboden/ both lead to the one URL by id.
        const query = { rating: rating === 'all' ? undefined : rating, page: page > 1 ? page : undefined };
        return { redirect: { destination: href('/seller-reviews/', locale, { segments: [merchant.id], query }), permanent: false } };
      }
      return {
        props: { kind: 'reviews' as const, merchant, reviews, rating, page },
        seo: { segments: [merchant.id], query: page > 1 ? { page } : undefined },
      };
    },
  }) as ReturnType<GetServerSideProps<Props>>;
};
