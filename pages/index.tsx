import type { GetServerSideProps } from 'next';
import styled from 'styled-components';
import { useT } from '@/lib/i18n/use-t';
import { CampaignHero } from '@/components/campaign/campaign-hero';
import { CategoryTiles } from '@/components/catalog/category-tiles';
import { ProductRail } from '@/components/catalog/product-rail';
import { SeoHead } from '@/components/layout/seo-head';
import { CategoryGrid } from '@/components/start/category-grid';
import { StorefrontLinks } from '@/components/start/storefront-links';
import { Container } from '@/components/ui/container';
import { getPageProps, type BasePageProps } from '@/server/page-props';
import { orNull } from '@/server/catalog/not-found';
import { catalogClient } from '@/server/services';
import type { StartPageResponse, WireRail } from '@/services/catalog/content-types';
import { toCardArticle, type CardArticle } from '@/services/catalog/card-article';
import type { WireCampaign, WireStorefront } from '@/services/catalog/types';
import type { CollectionCard } from '@/components/campaign/collection-cards';
import { useAppSelector } from '@/store/hooks';
import { selectMenuItems } from '@/store/menu-slice';
import { theme } from '@/styles/theme';

const Section = styled.section`
  margin-top: 32px;
  h2 { margin: 0 0 16px; font-size: ${theme.font.size.xl}; }
`;

interface Props extends BasePageProps {
  /** null when the start page content could not be loaded: the page falls back to the menu's categories. */
  start: (Omit<StartPageResponse['data'], 'rails' | 'hero'> & {
        hero: Omit<WireCampaign, 'articleIds'>; rails: Record<keyof StartPageResponse['data']['rails'], CardRail> }) | null;
  /** Empty when they could not be loaded: the section is left out. */
  storefronts: CollectionCard[];
}

/** A rail as the page sends it: its products as cards. */
type CardRail = Omit<WireRail, 'items'> & { items: CardArticle[] };
const toCollectionCard = ({ slug, title, description, imageUrl }: WireStorefront): CollectionCard => ({ slug, title, description, imageUrl });
const toCardRail = (rail: WireRail): CardRail => ({ ...rail, items: rail.items.map(toCardArticle) });

export default function StartPage({ seo, start, storefronts }: Props) {
  const { t } = useT('catalog');
  const menu = useAppSelector(selectMenuItems);
  return (
    <>
      <SeoHead
        title={t('start::metaTitle')}
        description={t('start::metaDescription', { campaign: start?.hero.title ?? '' })}
        seo={seo}
      />
      {start ? <CampaignHero campaign={start.hero} headingLevel={1} cta={t('start::heroCta')} /> : <h1 className="visually-hidden">{t('start::metaTitle')}</h1>}
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

export const getServerSideProps: GetServerSideProps<Props> = (context) =>
  getPageProps<Omit<Props, keyof BasePageProps>>(context, {
    routeKey: '/',
    pageType: 'start page',
    namespaces: ['catalog'],
    load: async (ctx) => {
      const catalog = catalogClient();
      const [start, storefronts] = await Promise.all([orNull(catalog.start(ctx), ctx, 'start page'), orNull(catalog.storefronts(ctx), ctx, 'storefronts')]);
      const rails = start && { topBargains: toCardRail(start.rails.topBargains), newIn: toCardRail(start.rails.newIn), bestsellers: toCardRail(start.rails.bestsellers) };
      // Only what the page renders: no article id lists of the hero or the storefronts.
      const hero = start && (({ articleIds: _ids, ...rest }: WireCampaign) => rest)(start.hero);
      return {
        props: {
          start: start && rails && hero ? { ...start, hero, rails } : null,
          storefronts: (storefronts ?? []).map(toCollectionCard),
        },
      };
    },
  });
