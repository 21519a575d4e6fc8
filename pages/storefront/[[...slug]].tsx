import type { GetServerSideProps } from 'next';
import { useT } from '@/components/i18n/use-t';
import { CampaignHero } from '@/components/campaign/campaign-hero';
import { CollectionCards } from '@/components/campaign/collection-cards';
import { PageLead, PageTitle } from '@/components/campaign/page-title';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { CollectionPage } from '@/components/catalog/collection-page';
import { SeoHead } from '@/components/layout/seo-head';
import { Container } from '@/components/ui/container';
import { getPageProps, type BasePageProps, type ServedProps } from '@/server/page-props';
import { collectionPageProps, type CollectionProps } from '@/server/catalog/listing-page';
import { catalogClient } from '@/server/services';
import type { WireStorefront } from '@/services/catalog/types';

type Props = BasePageProps & ({ kind: 'list'; storefronts: WireStorefront[] } | ({ kind: 'storefront' } & CollectionProps<WireStorefront>));

export default function StorefrontPage(props: Props) {
  const { t } = useT('catalog');
  if (props.kind === 'list') {
    return (
      <Container>
        <SeoHead title={t('storefront::metaTitle')} description={t('storefront::metaDescription')} seo={props.seo} />
        <Breadcrumbs items={[{ name: t('storefront::title'), to: '/storefront/' }]} />
        <PageTitle>{t('storefront::title')}</PageTitle>
        <PageLead>{t('storefront::lead')}</PageLead>
        <CollectionCards to="/storefront/" items={props.storefronts} />
      </Container>
    );
  }
  const { collection } = props;
  return (
    <CollectionPage
      page={props}
      title={t('storefront::storefrontTitle', { title: collection.title })}
      description={collection.description}
      hero={<CampaignHero campaign={collection} />}
      parent={{ name: t('storefront::title'), to: '/storefront/' }}
      name={collection.title}
      path={{ to: '/storefront/', segments: collection.slug.split('/') }}
    />
  );
}

export const getServerSideProps: GetServerSideProps<ServedProps<Props>> = async (context) => {
  const segments = context.params?.slug;
  if (!Array.isArray(segments) || segments.length === 0) {
    return getPageProps<{ kind: 'list'; storefronts: WireStorefront[] }>(context, {
      routeKey: '/storefront/',
      pageType: 'storefront',
      namespaces: ['catalog'],
      load: async (ctx) => ({ props: { kind: 'list', storefronts: await catalogClient().storefronts(ctx) } }),
    }) as ReturnType<GetServerSideProps<ServedProps<Props>>>;
  }
  const result = await collectionPageProps(context, {
    routeKey: '/storefront/',
    pageType: 'storefront',
    key: segments.join('/'),
    fetch: (ctx, slug) => catalogClient().storefront(ctx, slug),
    kind: 'storefront',
    segments: (storefront) => storefront.slug.split('/'),
  });
  return 'props' in result ? { props: { ...(await result.props), kind: 'storefront' } } : result;
};
