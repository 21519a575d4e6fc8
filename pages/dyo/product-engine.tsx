/**
 * The generic engine: any product type whose registry entry (lib/dyo/product-types/) routes
 * here and uses the image engine, one printed side (the poster, since 2026-11-25). Without an
 * article it designs the first article of such a type (there is nothing to pick), so it is its
 * types' landing page too. Texts: `engine::{copy}::*` of the article's type.
 */
import type { GetServerSideProps } from 'next';
import dynamic from 'next/dynamic';
import { useT } from '@/components/i18n/use-t';
import { DyoErrorView } from '@/components/dyo/dyo-error-view';
import { EngineFrame } from '@/components/dyo/engine-frame';
import { SeoHead } from '@/components/layout/seo-head';
import type { DyoKind } from '@/lib/dyo/kinds';
import type { EngineArticle } from '@/lib/dyo/dyo-page-kinds';
import { DYO_PRODUCT_INFO, productInfo } from '@/lib/dyo/product-types/info';
import type { BasePageProps } from '@/server/page-props';
import { dyoKindOf, type DyoArticleKind } from '@/lib/dyo/links';
import { dyoArticles, engineArticleOf } from '@/server/dyo/catalogue';
import { dyoPageProps, type DyoPageProps } from '@/server/dyo/dyo-page';

// Konva and the editor load on this page only, in the browser.
const ImageEngine = dynamic(() => import('@/components/dyo/editor/image-engine'), { ssr: false, loading: () => <EngineFrame.Loading /> });

const ROUTE = '/dyo/product-engine/' as const;
/** The article kinds this page designs (the registry's types routed here). */
const KINDS = Object.values(DYO_PRODUCT_INFO).flatMap((t) => (t.routes.engine === ROUTE && t.engine === 'image' && t.classifications.length > 0 ? [t.kind as DyoArticleKind] : []));

interface Data {
  kind: DyoKind;
  article: EngineArticle;
  dyoId: string | null;
}

type Props = BasePageProps & DyoPageProps<Data>;

export default function ProductEnginePage({ seo, dyoError, kind, article, dyoId = null }: Props) {
  const { t } = useT('dyo');
  if (dyoError || !article || !kind) {
    return (
      <>
        <SeoHead title={`${t(`errors::${dyoError?.reason ?? 'invalid-query'}::title`)} – Nordfynd`} description={t(`errors::${dyoError?.reason ?? 'invalid-query'}::title`)} seo={seo} noindex />
        <DyoErrorView reason={dyoError?.reason ?? 'invalid-query'} />
      </>
    );
  }
  const { copy } = productInfo(kind);
  return (
    <EngineFrame title={t(`engine::${copy}::title`)} lead={t(`engine::${copy}::lead`)} article={article} seo={seo}>
      <ImageEngine kind={kind} article={article} dyoId={dyoId} />
    </EngineFrame>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = (context) =>
  dyoPageProps<Data>(context, {
    routeKey: ROUTE,
    role: 'engine',
    load: async ({ article, design }, ctx) => {
      const chosen = article ?? (await firstArticle(ctx));
      if (!chosen) return { notFound: true };
      return { props: { kind: dyoKindOf(chosen), article: engineArticleOf(chosen), dyoId: design?.dyoId ?? null } };
    },
  });

async function firstArticle(ctx: Parameters<typeof dyoArticles>[0]) {
  for (const kind of KINDS) {
    const [first] = await dyoArticles(ctx, kind);
    if (first) return first;
  }
  return null;
}
