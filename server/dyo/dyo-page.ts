/**
 * getServerSideProps of the DYO pages: the shared page props, the query
 * resolved (server/dyo/page-data.ts), a clear error page with the right
 * status for bad input, and a redirect when the article belongs to the other
 * kind's page (a clothes article on the phone-cover landing page, say).
 */
import type { GetServerSidePropsContext } from 'next';
import type { DyoArticleKind } from '@/lib/dyo-links';
import type { DyoPageError } from '@/lib/dyo/dyo-page-kinds';
import type { Locale } from '@/lib/locales';
import { getPageProps, type PageLoad } from '@/server/page-props';
import type { RequestContext } from '@/lib/request-context';
import { href, type RouteKey } from '@/lib/routes';
import { dyoQuery, resolveDyoQuery, type DyoQuery } from './page-data';

type DyoResolved = Extract<DyoQuery, { ok: true }>;

export interface DyoPageOptions<P> {
  routeKey: RouteKey;
  /** Where an article of each kind belongs on this kind of page (landing or engine). */
  routeFor: Record<DyoArticleKind, RouteKey>;
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
      const target = resolved.kind ? options.routeFor[resolved.kind] : options.routeKey;
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
