import type { GetServerSideProps } from 'next';
import type { ServedProps } from '@/server/page-props';
import { useT } from '@/components/i18n/use-t';
import { CampaignHero } from '@/components/campaign/campaign-hero';
import { CollectionPage } from '@/components/catalog/collection-page';
import { param } from '@/server/catalog/not-found';
import { collectionPageProps, type CollectionPageProps } from '@/server/catalog/listing-page';
import { catalogClient } from '@/server/services';
import type { WireBrand } from '@/services/catalog/types';
import { colors } from '@/styles/theme';

type Props = CollectionPageProps<WireBrand>;

const BRAND_COLORS = { background: colors.base1, foreground: colors.ink900, accent: colors.hunter500 };

export default function BrandPage(props: Props) {
  const { t } = useT('catalog');
  const { collection } = props;
  return (
    <CollectionPage
      page={props}
      title={t('brand::brandTitle', { name: collection.name })}
      description={collection.description}
      hero={
        <CampaignHero
          campaign={{
            slug: collection.slug,
            title: collection.name,
            description: collection.description,
            imageUrl: collection.logoUrl,
            colors: BRAND_COLORS,
          }}
        />
      }
      parent={{ name: t('brand::title'), to: '/brand/' }}
      name={collection.name}
      path={{ to: '/brand/', segments: [collection.slug] }}
    />
  );
}

export const getServerSideProps: GetServerSideProps<ServedProps<Props>> = (context) =>
  collectionPageProps(context, {
    routeKey: '/brand/',
    pageType: 'category',
    key: param(context.params?.slug),
    fetch: (ctx, slug) => catalogClient().brand(ctx, slug),
    kind: 'brand',
    segments: (brand) => [brand.slug],
  });
