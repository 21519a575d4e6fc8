import type { GetServerSideProps } from 'next';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { PageLead, PageTitle } from '@/components/campaign/page-title';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { Pagination } from '@/components/catalog/pagination';
import { SeoHead } from '@/components/layout/seo-head';
import { RatingSummary } from '@/components/reviews/rating-summary';
import { ReviewList } from '@/components/reviews/review-list';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { LocalizedLink, useHref } from '@/components/ui/localized-link';
import { DEFAULT_LISTING, pageCount, parseListingQuery } from '@/lib/catalog/listing-query';
import { getPageProps, type BasePageProps, type ServedProps } from '@/server/page-props';
import { href } from '@/lib/routes/hrefs';
import { NOT_FOUND, orMissing, param } from '@/server/catalog/not-found';
import { catalogClient } from '@/server/services';
import type { MerchantReviewsResponse, MerchantsResponse, WireMerchant } from '@/services/catalog/types';
import { formatRating } from '@/lib/format';
import { matchMerchant } from '@/lib/catalog/merchant-match';
import { useLocale } from '@/components/ui/use-locale';
import { theme } from '@/styles/theme';

const Lookup = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px;
  label {
    display: grid;
    gap: 4px;
    font-weight: 700;
  }
  input {
    height: ${theme.tapTarget};
    padding: 0 10px;
    border: 1px solid ${theme.colors.base4};
    border-radius: ${theme.radius.small};
  }
`;

const Merchants = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 4px 16px;
  margin: 0 0 24px;
  padding: 0;
  list-style: none;
  a {
    display: block;
    padding: 8px;
    border-radius: ${theme.radius.small};
    font-weight: 700;
  }
  span {
    font-weight: 400;
    color: ${theme.colors.ink700};
  }
`;

type MerchantItem = MerchantsResponse['data']['items'][number];

const PAGE_SIZE = 10;
const MERCHANT_KEY = /^[a-z0-9][a-z0-9-]{0,63}$/i;

type Props = BasePageProps &
  (
    | { kind: 'lookup'; notFound: string | null; merchants: MerchantItem[]; candidates: MerchantItem[] }
    | { kind: 'reviews'; merchant: WireMerchant; reviews: MerchantReviewsResponse['data']; rating: 'all' | '5' | '4' | '3'; page: number }
  );

export default function SellerReviewsPage(props: Props) {
  const { t } = useT('catalog');
  const toHref = useHref();
  const locale = useLocale();
  if (props.kind === 'lookup') {
    const list = (items: MerchantItem[], label: string) => (
      <Merchants aria-label={label}>
        {items.map((m) => (
          <li key={m.id}>
            <LocalizedLink to="/seller-reviews/" segments={[m.id]}>
              {m.name} <span>({t('reviews::average', { rating: formatRating(m.rating, locale) })})</span>
            </LocalizedLink>
          </li>
        ))}
      </Merchants>
    );
    return (
      <Container>
        <SeoHead title={`${t('reviews::title')} – Nordfynd`} description={t('reviews::metaDescription')} seo={props.seo} />
        <Breadcrumbs items={[{ name: t('reviews::title'), to: '/seller-reviews/' }]} />
        <PageTitle>{t('reviews::title')}</PageTitle>
        <PageLead>{t('reviews::lead')}</PageLead>
        {props.notFound && props.candidates.length === 0 ? (
          <p role="alert">{t('reviews::notFound', { merchant: props.notFound })}</p>
        ) : null}
        {props.candidates.length > 1 ? (
          <>
            <p role="alert">
              <strong>{t('reviews::didYouMean')}</strong>
            </p>
            {list(props.candidates, t('reviews::didYouMean'))}
          </>
        ) : null}
        <Lookup action={toHref('/seller-reviews/')} method="get">
          <label>
            {t('reviews::lookup')}
            <input name="merchant" required maxLength={64} defaultValue={props.notFound ?? ''} list="merchant-names" autoComplete="off" />
          </label>
          {/* Suggestions as the shopper types, by the browser itself: with and without JavaScript. */}
          <datalist id="merchant-names">
            {props.merchants.map((m) => (
              <option key={m.id} value={m.name} />
            ))}
          </datalist>
          <Button type="submit">{t('reviews::lookupButton')}</Button>
        </Lookup>
        {props.merchants.length > 0 ? (
          <>
            <h2>{t('reviews::allMerchants')}</h2>
            {list(props.merchants, t('reviews::allMerchants'))}
          </>
        ) : null}
      </Container>
    );
  }
  const { merchant, reviews, rating, page, seo } = props;
  return (
    <Container>
      <SeoHead
        title={`${t('reviews::titleFor', { name: merchant.name })} – Nordfynd`}
        description={t('reviews::metaDescription')}
        seo={seo}
        noindex={rating !== 'all'}
      />
      <Breadcrumbs
        items={[
          { name: t('reviews::title'), to: '/seller-reviews/' },
          { name: merchant.name, to: '/seller-reviews/', segments: [merchant.id] },
        ]}
      />
      <PageTitle>{t('reviews::titleFor', { name: merchant.name })}</PageTitle>
      <RatingSummary summary={merchant} />
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

export const getServerSideProps: GetServerSideProps<ServedProps<Props>> = (context) => {
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
      const catalog = catalogClient();
      // The list only helps (suggestions, a list to pick from): the lookup by id works without it.
      const allMerchants = () => catalog.merchants(ctx).catch((): MerchantItem[] => []);
      const lookup = async (notFound: string | null) => {
        const merchants = await allMerchants();
        const candidates = notFound ? matchMerchant(notFound, merchants).candidates : [];
        return { props: { kind: 'lookup' as const, notFound, merchants, candidates } };
      };
      let key = fromPath ?? (fromQuery || null);
      if (!key) return lookup(null);
      if (!fromPath) {
        // The name as product pages show it, whatever the case and accents.
        const merchants = await allMerchants();
        const { match } = matchMerchant(fromQuery, merchants);
        if (match) key = match.id;
      }
      if (!MERCHANT_KEY.test(key)) return fromPath ? NOT_FOUND : lookup(fromQuery.slice(0, 64));
      const [merchant, reviews] = await Promise.all([
        orMissing(catalog.merchant(ctx, key)),
        orMissing(catalog.merchantReviews(ctx, key, { rating, page: String(page), pageSize: String(PAGE_SIZE) })),
      ]);
      if (!merchant || !reviews) return fromPath ? NOT_FOUND : lookup(fromQuery.slice(0, 64));
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
  }) as ReturnType<GetServerSideProps<ServedProps<Props>>>;
};
