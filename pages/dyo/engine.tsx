import type { GetServerSideProps } from 'next';
import dynamic from 'next/dynamic';
import { useT } from '@/lib/i18n/use-t';
import { DyoErrorView } from '@/components/dyo/dyo-error-view';
import { EngineFrame } from '@/components/dyo/engine-frame';
import { SeoHead } from '@/components/layout/seo-head';
import type { EngineArticle } from '@/lib/dyo/dyo-page-kinds';
import { phoneMockupOf, type PhoneMockup } from '@/lib/dyo/phone-models';
import type { BasePageProps } from '@/server/page-props';
import { href, isRouteAvailable } from '@/lib/routes';
import { engineArticleOf } from '@/server/dyo/catalogue';
import { dyoPageProps, type DyoPageProps } from '@/server/dyo/dyo-page';
import { dyoQuery } from '@/server/dyo/page-data';

// Konva and the editor load on this page only, in the browser.
const ImageEngine = dynamic(() => import('@/components/dyo/editor/image-engine'), { ssr: false, loading: () => <EngineFrame.Loading /> });

interface Data {
  article: EngineArticle;
  /** The phone model and cover type the mock-up is drawn for. */
  mockup: PhoneMockup;
  dyoId: string | null;
}

type Props = BasePageProps & DyoPageProps<Data>;

export default function ImageEnginePage({ seo, dyoError, article, mockup, dyoId = null }: Props) {
  const { t } = useT('dyo');
  if (dyoError || !article) {
    return (
      <>
        <SeoHead title={t(`errors::${dyoError?.reason ?? 'invalid-query'}::title`)} description={t('engine::phone::lead')} seo={seo} noindex />
        <DyoErrorView reason={dyoError?.reason ?? 'invalid-query'} />
      </>
    );
  }
  return (
    <EngineFrame title={t('engine::phone::title')} lead={t('engine::phone::lead')} article={article} seo={seo}>
      <ImageEngine article={article} mockup={mockup ?? phoneMockupOf(article)} dyoId={dyoId} />
    </EngineFrame>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = (context) =>
  dyoPageProps<Data>(context, {
    routeKey: '/dyo/engine/',
    routeFor: { 'phone-cover': '/dyo/engine/', clothes: '/dyo/clothes-engine/' },
    load: async ({ article, design }, ctx, locale) => {
      if (!article) return { redirect: { destination: href('/dyo/initial-landing-page/', locale), permanent: false } };
      // A map cover reopens in the map engine where it exists (Swedish).
      if (design?.kind === 'map-cover' && isRouteAvailable('/dyo/map-engine/', locale)) {
        return { redirect: { destination: href('/dyo/map-engine/', locale, { query: dyoQuery(article.articleId, design.dyoId) }), permanent: false } };
      }
      return { props: { article: engineArticleOf(article), mockup: phoneMockupOf(article, ctx.log), dyoId: design?.dyoId ?? null } };
    },
  });
