import type { GetServerSideProps } from 'next';
import dynamic from 'next/dynamic';
import { useT } from '@/components/i18n/use-t';
import { DyoErrorView } from '@/components/dyo/dyo-error-view';
import { EngineFrame } from '@/components/dyo/engine-frame';
import { SeoHead } from '@/components/layout/seo-head';
import type { EngineArticle, PhoneCoverOption } from '@/lib/dyo/dyo-page-kinds';
import { productInfo } from '@/lib/dyo/product-types/info';
import type { BasePageProps } from '@/server/page-props';
import { catalogClient } from '@/server/services';
import { engineArticleOf, phoneCoverOptions } from '@/server/dyo/catalogue';
import { dyoPageProps, type DyoPageProps } from '@/server/dyo/dyo-page';

// Konva, d3-geo and the map data load on this page only, in the browser.
const MapEngine = dynamic(() => import('@/components/dyo/editor/map-engine'), { ssr: false, loading: () => <EngineFrame.Loading /> });

interface Data {
  article: EngineArticle;
  phones: PhoneCoverOption[];
  dyoId: string | null;
}

type Props = BasePageProps & DyoPageProps<Data>;

const TYPE = productInfo('map-cover');

export default function MapEnginePage({ seo, dyoError, article, phones = [], dyoId = null }: Props) {
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
      <MapEngine article={article} phones={phones} dyoId={dyoId} />
    </EngineFrame>
  );
}

/** A map cover is printed on a phone case (classification isecretsCases); clothes articles go to the clothes engine. */
export const getServerSideProps: GetServerSideProps<Props> = (context) =>
  dyoPageProps<Data>(context, {
    routeKey: TYPE.routes.engine,
    role: 'engine',
    routeFor: { [TYPE.printedOn]: TYPE.routes.engine },
    load: async ({ article, design }, ctx) => {
      const phones = await phoneCoverOptions(ctx);
      if (!article && phones.length === 0) return { notFound: true };
      const chosen = article ?? (await catalogClient().article(ctx, (phones.find((p) => p.coverType === 'isecretsCases') ?? phones[0])!.articleId));
      return { props: { article: engineArticleOf(chosen), phones, dyoId: design?.dyoId ?? null } };
    },
  });
