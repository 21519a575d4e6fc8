import type { GetServerSideProps } from 'next';
import type { ServedProps } from '@/server/page-props';
import { useT } from '@/components/i18n/use-t';
import { CampaignClosed } from '@/components/campaign/campaign-closed';
import { HeroBanner } from '@/components/campaign/campaign-hero';
import { HeroContent } from '@/components/campaign/hero-content';
import { CollectionPage } from '@/components/catalog/collection-page';
import { campaignPeriod } from '@/lib/catalog/campaign-period';
import { campaignPhase, secondsToNextPhase } from '@/lib/catalog/campaign-phase';
import { useLocale } from '@/components/ui/use-locale';
import { param } from '@/server/catalog/not-found';
import { collectionPageProps, type CollectionPageProps } from '@/server/catalog/listing-page';
import { catalogClient } from '@/server/services';
import type { WireCampaign } from '@/services/catalog/types';

type Props = CollectionPageProps<WireCampaign>;

export default function CampaignPage(props: Props) {
  const { t } = useT('catalog');
  const locale = useLocale();
  const { collection } = props;
  const { status } = collection;
  return (
    <CollectionPage
      page={props}
      title={t('campaign::campaignTitle', { title: collection.title })}
      description={collection.description}
      hero={
        <HeroBanner colors={collection.colors}>
          <HeroContent campaign={collection} headingLevel={1} to="/campaign/">
            <p>
              <strong>{t(`campaign::status::${collection.status}`)}</strong>
              {collection.status !== 'evergreen' ? ` · ${campaignPeriod(collection, locale)}` : null}
            </p>
          </HeroContent>
        </HeroBanner>
      }
      parent={{ name: t('campaign::title'), to: '/campaign/' }}
      name={collection.title}
      path={{ to: '/campaign/', segments: [collection.slug] }}
      closed={
        status === 'ended' || status === 'upcoming' ? <CampaignClosed campaign={collection} phase={status} locale={locale} /> : undefined
      }
    />
  );
}

export const getServerSideProps: GetServerSideProps<ServedProps<Props>> = (context) =>
  collectionPageProps(context, {
    routeKey: '/campaign/',
    pageType: 'campaign',
    key: param(context.params?.slug),
    // The status is the campaign's phase at this request, from its dates (the catalog's answer may be cached past a start or end).
    fetch: async (ctx, slug) => {
      const campaign = await catalogClient().campaign(ctx, slug);
      return { ...campaign, status: campaignPhase(campaign) };
    },
    kind: 'campaign',
    segments: (campaign) => [campaign.slug],
    // Any locale's slug or the old English one finds the campaign; the shopper's own is the URL (308).
    localeSlugs: (campaign) => campaign.slugs,
    // The page changes when the campaign opens or ends: no cache keeps it past that moment.
    freshFor: (campaign) => secondsToNextPhase(campaign),
  });
