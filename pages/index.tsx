import type { GetServerSideProps } from 'next';
import { lazy } from 'react';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { CampaignHero } from '@/components/campaign/campaign-hero';
import { CategoryTiles } from '@/components/catalog/category-tiles';
import { ProductRail } from '@/components/catalog/product-rail';
import { SeoHead } from '@/components/layout/seo-head';
import { CategoryGrid as CategoryGridOnServer } from '@/components/start/category-grid';
import { StorefrontLinks } from '@/components/start/storefront-links';
import { Container } from '@/components/ui/container';
import { getPageProps, type BasePageProps, type ServedProps } from '@/server/page-props';
import { orMissing, orNull } from '@/server/catalog/not-found';
import { catalogClient } from '@/server/services';
import { toCollectionSummary, toStartPage, type CollectionSummary, type StartPage } from '@/services/catalog/page-models';
import { useAppSelector } from '@/store/hooks';
import { selectMenuItems } from '@/store/menu-slice';
import { theme } from '@/styles/theme';

// The menu's categories stand in when the start page's content is unavailable: the server's, and in the browser loaded only then
// (next.config.js LATER_PARTS; no Suspense boundary, as for the 503 page in pages/_app.tsx).
const CategoryGrid =
  typeof window === 'undefined'
    ? CategoryGridOnServer
    : lazy(() => import('@/components/start/category-grid').then((m) => ({ default: m.CategoryGrid })));

const Section = styled.section`
  margin-top: 32px;
  h2 {
    margin: 0 0 16px;
    font-size: ${theme.font.size.xl};
  }
`;

interface Props extends BasePageProps {
  /** null when the start page content could not be loaded: the page falls back to the menu's categories. */
  start: StartPage | null;
  /** Empty when they could not be loaded: the section is left out. */
  storefronts: CollectionSummary[];
}

export default function StartPage({ seo, start, storefronts }: Props) {
  const { t } = useT('catalog');
  const menu = useAppSelector(selectMenuItems);
  return (
    <>
      <SeoHead title={t('start::metaTitle')} description={t('start::metaDescription', { campaign: start?.hero.title ?? '' })} seo={seo} />
      {start ? (
        <CampaignHero campaign={start.hero} headingLevel={1} cta={t('start::heroCta')} />
      ) : (
        <h1 className="visually-hidden">{t('start::metaTitle')}</h1>
      )}
      <Container>
        <Section aria-labelledby="categories-heading">
          <h2 id="categories-heading">{t('start::featuredCategories')}</h2>
          {start ? <CategoryTiles items={start.featuredCategories} headingLevel={3} /> : <CategoryGrid items={menu} />}
        </Section>
        {start ? (
          <>
            <ProductRail id="rail-top-bargains" {...start.rails.topBargains} />
            <ProductRail id="rail-new-in" {...start.rails.newIn} />
            <ProductRail id="rail-bestsellers" {...start.rails.bestsellers} />
          </>
        ) : null}
        <StorefrontLinks id="storefronts-heading" storefronts={storefronts} />
      </Container>
    </>
  );
}

export const getServerSideProps: GetServerSideProps<ServedProps<Props>> = (context) =>
  getPageProps<Omit<Props, keyof BasePageProps>>(context, {
    routeKey: '/',
    pageType: 'start page',
    namespaces: ['catalog'],
    load: async (ctx) => {
      const catalog = catalogClient();
      // The start content is the page's own data: when it cannot be had at all (upstream down, nothing
      // kept) the page is the 503 page like every other page, not an empty 200.
      const [start, storefronts] = await Promise.all([orMissing(catalog.start(ctx)), orNull(catalog.storefronts(ctx), ctx, 'storefronts')]);
      return { props: { start: start && toStartPage(start), storefronts: (storefronts ?? []).map(toCollectionSummary) } };
    },
  });
