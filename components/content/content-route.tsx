import type { PageSeo } from '@/lib/page-types';
import type { RouteKey } from '@/lib/routes/hrefs';
import type { CmsPage } from '@/services/catalog/page-models';
import { ContentPage } from './content-page';

/** The page component of a route that is only CMS content (server/catalog/cms-page.ts cmsRouteProps). */
export function contentRoute(routeKey: RouteKey) {
  return function ContentRoute({ seo, page }: { seo: PageSeo; page: CmsPage }) {
    return <ContentPage seo={seo} page={page} routeKey={routeKey} />;
  };
}
