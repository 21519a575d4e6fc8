/** getServerSideProps of the pages that are CMS content (cms/v1/pages/{key}). */
import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import { getPageProps, type BasePageProps, type PageLoad, type ServedProps } from '../page-props';
import type { PageType } from '@/lib/page-types';
import type { RequestContext } from '@/lib/request-context';
import type { Locale } from '@/lib/locales';
import type { RouteKey } from '@/lib/routes/hrefs';
import type { WireCmsPageKey } from '@/services/catalog/content-types';
import { toCmsPage, type CmsPage } from '@/services/catalog/page-models';
import { catalogClient } from '../services';
import { NOT_FOUND, orMissing } from './not-found';

export interface CmsProps {
  page: CmsPage;
}

export function cmsPageProps<P extends object = object>(
  context: GetServerSidePropsContext,
  options: {
    routeKey: RouteKey;
    pageType: PageType;
    key: WireCmsPageKey;
    /** More data of the page, loaded in parallel with the content. */
    extra?: (ctx: RequestContext, locale: Locale) => Promise<PageLoad<P>>;
  },
) {
  return getPageProps<CmsProps & P>(context, {
    routeKey: options.routeKey,
    pageType: options.pageType,
    namespaces: ['catalog'],
    load: async (ctx, locale) => {
      const [page, extra] = await Promise.all([
        orMissing(catalogClient().cmsPage(ctx, options.key)),
        options.extra ? options.extra(ctx, locale) : Promise.resolve({ props: {} as P }),
      ]);
      if (!page) return NOT_FOUND;
      if (!('props' in extra)) return extra;
      return { props: { page: toCmsPage(page), ...extra.props } };
    },
  });
}

/** getServerSideProps of a route that is only CMS content (its page: components/content/content-route.tsx). */
export function cmsRouteProps(
  routeKey: RouteKey,
  pageType: PageType,
  key: WireCmsPageKey,
): GetServerSideProps<ServedProps<BasePageProps & CmsProps>> {
  return (context) => cmsPageProps(context, { routeKey, pageType, key });
}
