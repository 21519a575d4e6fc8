import type { GetServerSideProps } from 'next';
import dynamic from 'next/dynamic';
import { useT } from '@/components/i18n/use-t';
import { DyoErrorView } from '@/components/dyo/dyo-error-view';
import { EngineFrame } from '@/components/dyo/engine-frame';
import { SeoHead } from '@/components/layout/seo-head';
import type { EngineArticle, PhoneCoverOption } from '@/lib/dyo/dyo-page-kinds';
import { phoneMockupOf, type PhoneMockup } from '@/lib/dyo/phone-models';
import { productInfo } from '@/lib/dyo/product-types/info';
import type { BasePageProps } from '@/server/page-props';
import { href, isRouteAvailable } from '@/lib/routes/hrefs';
import { engineArticleOf, phoneCoverOptions } from '@/server/dyo/catalogue';
import { dyoPageProps, type DyoPageProps } from '@/server/dyo/dyo-page';
import { dyoQuery } from '@/server/dyo/page-data';

// Konva and the editor load on this page only, in the browser.
const ImageEngine = dynamic(() => import('@/components/dyo/editor/image-engine'), { ssr: false, loading: () => <EngineFrame.Loading /> });

interface Data {
  article: EngineArticle;
  /** The phone model and cover type the mock-up is drawn for. */
  mockup: PhoneMockup;
  /** The phone-cover articles the model can be changed to in the engine. */
  phones: PhoneCoverOption[];
  dyoId: string | null;
}

type Props = BasePageProps & DyoPageProps<Data>;

const TYPE = productInfo('phone-cover');

export default function ImageEnginePage({ seo, dyoError, article, mockup, phones = [], dyoId = null }: Props) {
  const { t } = useT('dyo');
  if (dyoError || !article) {
    return (
      <>
        <SeoHead title={`${t(`errors::${dyoError?.reason ?? 'invalid-query'}::title`)} – Nordfynd`} description={t(`engine::${TYPE.copy}::lead`)} seo={seo} noindex />
        <DyoErrorView reason={dyoError?.reason ?? 'invalid-query'} />
      </>
    );
  }
  return (
    <EngineFrame title={t(`engine::${TYPE.copy}::title`)} lead={t(`engine::${TYPE.copy}::lead`)} article={article} seo={seo}>
      <ImageEngine kind={TYPE.kind} article={article} mockup={mockup ?? phoneMockupOf(article)} phones={phones} dyoId={dyoId} />
    </EngineFrame>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = (context) =>
  dyoPageProps<Data>(context, {
    routeKey: TYPE.routes.engine,
    role: 'engine',
    load: async ({ article, design }, ctx, locale) => {
      if (!article) return { redirect: { destination: href(TYPE.routes.landing, locale), permanent: false } };
      // A design of another type on this article (a map cover) reopens in its own engine where that exists (the map engine: Swedish).
      const engine = design ? productInfo(design.kind).routes.engine : TYPE.routes.engine;
      if (design && engine !== TYPE.routes.engine && isRouteAvailable(engine, locale)) {
        return { redirect: { destination: href(engine, locale, { query: dyoQuery(article.articleId, design.dyoId) }), permanent: false } };
      }
      return { props: { article: engineArticleOf(article), mockup: phoneMockupOf(article, ctx.log), phones: await phoneCoverOptions(ctx), dyoId: design?.dyoId ?? null } };
    },
  });
