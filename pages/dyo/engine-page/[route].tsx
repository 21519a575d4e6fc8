/**
 * The DYO engine page of every product type: the proxy rewrites each type's `routes.engine` here,
 * and the type's `engine` picks the editor and its server data (docs/design-your-own.md#product-types).
 */
import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import type { ComponentType } from 'react';
import { useT } from '@/components/i18n/use-t';
import { DyoErrorView } from '@/components/dyo/dyo-error-view';
import { DYO_EDITORS } from '@/components/dyo/editor/editors';
import { EngineFrame, phoneEngineTitleKey } from '@/components/dyo/engine-frame';
import { SeoHead } from '@/components/layout/seo-head';
import type { DyoKind } from '@/lib/dyo/kinds';
import type { DyoEngine, EditorData, EditorProps, EngineArticle } from '@/lib/dyo/page-props';
import { productInfo, typesRoutedTo } from '@/lib/dyo/product-types/info';
import type { BasePageProps, ServedProps } from '@/server/page-props';
import { href, isRouteAvailable } from '@/lib/routes/hrefs';
import { EDITOR_DATA } from '@/server/dyo/catalog';
import { cartArticleFromArticle } from '@/store/cart-article';
import { dyoPageProps, type DyoPageProps } from '@/server/dyo/dyo-page';
import { dyoQuery } from '@/server/dyo/page-data';

type Data = {
  /** Sent only when the route has more than one type (else it is the route's). */
  kind?: DyoKind;
  article: EngineArticle;
  dyoId: string | null;
} & Partial<EditorData[DyoEngine]>;

type Props = BasePageProps & DyoPageProps<Data>;

const routeKeyOf = (route: unknown) => `/dyo/${String(route)}/`;

export default function EnginePage({ seo, dyoError, kind: sentKind, article, dyoId = null, ...data }: Props) {
  const { t } = useT('dyo');
  const [type] = typesRoutedTo(routeKeyOf(useRouter().query.route), 'engine');
  const kind = sentKind ?? type?.kind;
  if (dyoError || !article || !kind) {
    const reason = dyoError?.reason ?? 'invalid-query';
    return (
      <>
        <SeoHead
          title={`${t(`errors::${reason}::title`)} – Nordfynd`}
          description={t(type ? `engine::${type.copy}::lead` : `errors::${reason}::title`)}
          seo={seo}
          noindex
        />
        <DyoErrorView reason={reason} />
      </>
    );
  }
  const { copy, engine } = productInfo(kind);
  // The registry pairs each type with its editor's data; the server sent this engine's.
  const Editor = DYO_EDITORS[engine] as ComponentType<EditorProps<'image'>>;
  const mockup = 'mockup' in data ? data.mockup : undefined;
  return (
    <EngineFrame
      title={t(mockup ? phoneEngineTitleKey(mockup) : `engine::${copy}::title`)}
      lead={t(`engine::${copy}::lead`)}
      article={article}
      seo={seo}
    >
      <Editor kind={kind} article={article} dyoId={dyoId} {...data} />
    </EngineFrame>
  );
}

export const getServerSideProps: GetServerSideProps<ServedProps<Props>> = async (context) => {
  const route = routeKeyOf(context.params?.route);
  const types = typesRoutedTo(route, 'engine');
  const [first] = types;
  if (!first) return { notFound: true };
  const routeKey = first.routes.engine;
  return dyoPageProps<Data>(context, {
    routeKey,
    role: 'engine',
    // A type printed on another type's articles keeps them here (the map engine keeps phone cases).
    routeFor: Object.fromEntries(types.filter((t) => t.printedOn !== t.kind).map((t) => [t.printedOn, routeKey])),
    load: async ({ article, kind: articleKind, design }, ctx, locale) => {
      // A design of another type on this article (a map cover on a phone case) reopens in its own engine where that exists.
      const engine = design ? productInfo(design.kind).routes.engine : routeKey;
      if (article && design && engine !== routeKey && isRouteAvailable(engine, locale)) {
        return { redirect: { destination: href(engine, locale, { query: dyoQuery(article.articleId, design.dyoId) }), permanent: false } };
      }
      if (!article && first.routes.landing !== routeKey)
        return { redirect: { destination: href(first.routes.landing, locale), permanent: false } };
      for (const type of article ? types.filter((t) => t.kind === articleKind || t.printedOn === articleKind) : types) {
        const loaded = await EDITOR_DATA[type.engine](ctx, type, article);
        if (!loaded) continue;
        const props = { article: cartArticleFromArticle(loaded.article), ...loaded.data, dyoId: design?.dyoId ?? null };
        return { props: types.length > 1 ? { kind: type.kind, ...props } : props };
      }
      return { notFound: true };
    },
  });
};
