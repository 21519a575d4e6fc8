import type { GetServerSideProps } from 'next';
import { useT } from '@/components/i18n/use-t';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { CollectionCards } from '@/components/campaign/collection-cards';
import { PageLead, PageTitle } from '@/components/campaign/page-title';
import { SeoHead } from '@/components/layout/seo-head';
import { Container } from '@/components/ui/container';
import { campaignPeriod } from '@/lib/catalog/campaign-period';
import { campaignPhase, secondsToNextPhase } from '@/lib/catalog/campaign-phase';
import { useLocale } from '@/components/ui/use-locale';
import { getPageProps, type BasePageProps, type ServedProps } from '@/server/page-props';
import { catalogClient } from '@/server/services';
import type { WireCampaign } from '@/services/catalog/types';
import { toCollectionSummary, type CollectionSummary } from '@/services/catalog/page-models';
import { orNull } from '@/server/catalog/not-found';
import { StorefrontLinks } from '@/components/start/storefront-links';

interface Props extends BasePageProps {
  campaigns: WireCampaign[];
  storefronts: CollectionSummary[];
}

const ORDER: Record<WireCampaign['status'], number> = { running: 0, evergreen: 1, upcoming: 2, ended: 3 };

export default function CampaignsPage({ seo, campaigns, storefronts }: Props) {
  const { t } = useT('catalog');
  const locale = useLocale();
  const sorted = [...campaigns].sort((a, b) => ORDER[a.status] - ORDER[b.status]);
  return (
    <Container>
      <SeoHead title={t('campaign::metaTitle')} description={t('campaign::metaDescription')} seo={seo} />
      <Breadcrumbs items={[{ name: t('campaign::title'), to: '/campaign/' }]} />
      <PageTitle>{t('campaign::title')}</PageTitle>
      <PageLead>{t('campaign::lead')}</PageLead>
      <CollectionCards
        to="/campaign/"
        items={sorted.map((c) => ({
          ...c,
          meta: `${t(`campaign::status::${c.status}`)} · ${c.status === 'evergreen' ? t('campaign::count', { count: c.articleCount }) : campaignPeriod(c, locale)}`,
        }))}
      />
      <StorefrontLinks id="storefronts-heading" storefronts={storefronts} />
    </Container>
  );
}

export const getServerSideProps: GetServerSideProps<ServedProps<Props>> = (context) =>
  getPageProps<Omit<Props, keyof BasePageProps>>(context, {
    routeKey: '/campaign/',
    pageType: 'campaign',
    namespaces: ['catalog'],
    load: async (ctx) => {
      const catalog = catalogClient();
      const [listed, storefronts] = await Promise.all([catalog.campaigns(ctx), orNull(catalog.storefronts(ctx), ctx, 'storefronts')]);
      // Each campaign's status is its phase now (lib/catalog/campaign-phase.ts); the list is kept by no cache past the next start or end.
      const campaigns = listed.map((c) => ({ ...c, status: campaignPhase(c) }));
      const ahead = campaigns.map((c) => secondsToNextPhase(c)).filter((s): s is number => s !== null);
      return {
        ...(ahead.length > 0 ? { freshFor: Math.min(...ahead) } : {}),
        props: { campaigns, storefronts: (storefronts ?? []).map(toCollectionSummary) },
      };
    },
  });
