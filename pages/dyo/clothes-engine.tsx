import type { GetServerSideProps } from 'next';
import dynamic from 'next/dynamic';
import { useT } from '@/components/i18n/use-t';
import { DyoErrorView } from '@/components/dyo/dyo-error-view';
import { EngineFrame } from '@/components/dyo/engine-frame';
import { SeoHead } from '@/components/layout/seo-head';
import type { EngineArticle, GarmentOption } from '@/lib/dyo/dyo-page-kinds';
import { productInfo } from '@/lib/dyo/product-types/info';
import type { BasePageProps } from '@/server/page-props';
import { href } from '@/lib/routes/hrefs';
import { engineArticleOf, garmentOptions, toGarment } from '@/server/dyo/catalogue';
import { dyoPageProps, type DyoPageProps } from '@/server/dyo/dyo-page';

// Konva and the editor load on this page only, in the browser.
const ClothesEngine = dynamic(() => import('@/components/dyo/editor/clothes-engine'), { ssr: false, loading: () => <EngineFrame.Loading /> });

interface Data {
  article: EngineArticle;
  variants: GarmentOption[];
  dyoId: string | null;
}

type Props = BasePageProps & DyoPageProps<Data>;

const TYPE = productInfo('clothes');

export default function ClothesEnginePage({ seo, dyoError, article, variants = [], dyoId = null }: Props) {
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
      <ClothesEngine article={article} variants={variants} dyoId={dyoId} />
    </EngineFrame>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = (context) =>
  dyoPageProps<Data>(context, {
    routeKey: TYPE.routes.engine,
    role: 'engine',
    load: async ({ article, design }, ctx, locale) => {
      if (!article) return { redirect: { destination: href(TYPE.routes.landing, locale), permanent: false } };
      const garment = toGarment(article).garment;
      const variants = (await garmentOptions(ctx)).filter((o) => o.garment === garment);
      return { props: { article: engineArticleOf(article), variants, dyoId: design?.dyoId ?? null } };
    },
  });
