/**
 * getServerSideProps of the DYO pages: the query resolved (server/dyo/page-data.ts), a clear error page
 * for bad input, and a redirect when the article belongs to another type's page (lib/dyo/product-types/).
 */
import type { GetServerSidePropsContext } from 'next';
import type { DyoArticleKind } from '@/lib/dyo/links';
import type { DyoPageError } from '@/lib/dyo/page-props';
import { productInfo } from '@/lib/dyo/product-types/info';
import type { Locale } from '@/lib/locales';
import { getPageProps, type PageLoad } from '@/server/page-props';
import type { RequestContext } from '@/lib/request-context';
import { href, type RouteKey } from '@/lib/routes/hrefs';
import { dyoQuery, resolveDyoQuery, type DyoQuery } from './page-data';

type DyoResolved = Extract<DyoQuery, { ok: true }>;

export interface DyoPageOptions<P> {
  routeKey: RouteKey;
  /** Which of a type's pages this is: an article of another type goes to that type's page of the same role. */
  role: 'landing' | 'engine';
  /** Exceptions to the registry's routes (the map engine keeps phone-cover articles). */
  routeFor?: Partial<Record<DyoArticleKind, RouteKey>>;
  load: (resolved: DyoResolved, ctx: RequestContext, locale: Locale) => Promise<PageLoad<P>>;
}

export type DyoPageProps<P> = { dyoError: DyoPageError | null } & Partial<P>;

export function dyoPageProps<P extends object>(context: GetServerSidePropsContext, options: DyoPageOptions<P>) {
  return getPageProps<DyoPageProps<P>>(context, {
    routeKey: options.routeKey,
    pageType: 'dyo',
    namespaces: ['dyo'],
    load: async (ctx, locale) => {
      const resolved = await resolveDyoQuery(ctx, context.query);
      if (!resolved.ok) {
        context.res.statusCode = resolved.error.status;
        return { props: { dyoError: resolved.error } as DyoPageProps<P> };
      }
      const target = resolved.kind
        ? (options.routeFor?.[resolved.kind] ?? productInfo(resolved.kind).routes[options.role])
        : options.routeKey;
      if (resolved.article && target !== options.routeKey) {
        const destination = href(target, locale, { query: dyoQuery(resolved.article.articleId, resolved.design?.dyoId) });
        return { redirect: { destination, permanent: false } };
      }
      const page = await options.load(resolved, ctx, locale);
      if (!('props' in page)) return page;
      return { props: { dyoError: null, ...page.props } as DyoPageProps<P> };
    },
  });
}
