import type { GetServerSideProps } from 'next';
import type { ServedProps } from '@/server/page-props';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { CampaignHero } from '@/components/campaign/campaign-hero';
import { CollectionPage } from '@/components/catalog/collection-page';
import { RatingSummary } from '@/components/reviews/rating-summary';
import { LocalizedLink } from '@/components/ui/localized-link';
import { formatRating } from '@/lib/format';
import { useLocale } from '@/components/ui/use-locale';
import { param } from '@/server/catalog/not-found';
import { collectionPageProps, type CollectionPageProps } from '@/server/catalog/listing-page';
import { catalogClient } from '@/server/services';
import type { WireMerchant } from '@/services/catalog/types';
import { colors } from '@/styles/theme';

type Props = CollectionPageProps<WireMerchant>;

const MERCHANT_COLORS = { background: colors.hunter100, foreground: colors.ink900, accent: colors.hunter500 };

const Facts = styled.p`
  margin: 12px 0;
  a {
    font-weight: 700;
  }
`;

export default function MerchantPage(props: Props) {
  const { t } = useT('catalog');
  const locale = useLocale();
  const country = new Intl.DisplayNames([locale], { type: 'region' });
  const merchant = props.collection;
  return (
    <CollectionPage
      page={props}
      title={t('merchant::metaTitle', { name: merchant.name })}
      description={t('merchant::metaDescription', {
        name: merchant.name,
        count: merchant.articleCount,
        rating: formatRating(merchant.rating, locale),
      })}
      hero={
        <CampaignHero
          campaign={{ slug: merchant.id, title: merchant.name, description: merchant.description, imageUrl: '', colors: MERCHANT_COLORS }}
        />
      }
      name={merchant.name}
      path={{ to: '/merchant/', segments: [merchant.id] }}
    >
      <Facts>
        {t('merchant::since', { year: merchant.since })} ·{' '}
        {t('merchant::country', { country: country.of(merchant.country) ?? merchant.country })} ·{' '}
        <LocalizedLink to="/seller-reviews/" segments={[merchant.id]}>
          {t('merchant::readReviews')}
        </LocalizedLink>
      </Facts>
      <RatingSummary summary={merchant} />
      <h2>{t('merchant::products', { name: merchant.name })}</h2>
    </CollectionPage>
  );
}

export const getServerSideProps: GetServerSideProps<ServedProps<Props>> = (context) =>
  collectionPageProps(context, {
    routeKey: '/merchant/',
    pageType: 'category',
    key: param(context.params?.id),
    fetch: (ctx, id) => catalogClient().merchant(ctx, id),
    kind: 'merchant',
    segments: (merchant) => [merchant.id],
  });
