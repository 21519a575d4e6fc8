import type { GetServerSideProps } from 'next';
import { useT } from '@/components/i18n/use-t';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { CollectionCards } from '@/components/campaign/collection-cards';
import { PageLead, PageTitle } from '@/components/campaign/page-title';
import { SeoHead } from '@/components/layout/seo-head';
import { Container } from '@/components/ui/container';
import { getPageProps, type BasePageProps, type ServedProps } from '@/server/page-props';
import { catalogClient } from '@/server/services';
import type { WireBrand } from '@/services/catalog/types';

interface Props extends BasePageProps {
  brands: WireBrand[];
}

export default function BrandsPage({ seo, brands }: Props) {
  const { t } = useT('catalog');
  return (
    <Container>
      <SeoHead title={t('brand::metaTitle')} description={t('brand::metaDescription')} seo={seo} />
      <Breadcrumbs items={[{ name: t('brand::title'), to: '/brand/' }]} />
      <PageTitle>{t('brand::title')}</PageTitle>
      <PageLead>{t('brand::lead')}</PageLead>
      <CollectionCards
        to="/brand/"
        items={brands.map((b) => ({
          slug: b.slug,
          title: b.name,
          description: b.description,
          imageUrl: b.logoUrl,
          meta: t('categories::count', { count: b.articleCount }),
        }))}
      />
    </Container>
  );
}

export const getServerSideProps: GetServerSideProps<ServedProps<Props>> = (context) =>
  getPageProps<Omit<Props, keyof BasePageProps>>(context, {
    routeKey: '/brand/',
    pageType: 'category',
    namespaces: ['catalog'],
    load: async (ctx) => ({ props: { brands: await catalogClient().brands(ctx) } }),
  });
