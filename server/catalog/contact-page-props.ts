/** getServerSideProps of the two contact pages (pages/customer-service/contact.tsx and ordercontact.tsx). */
import type { GetServerSideProps } from 'next';
import type { RouteKey } from '@/lib/routes/hrefs';
import { getPageProps, type BasePageProps } from '../page-props';
import { catalogClient } from '../services';
import { orNull } from './not-found';

export function contactPageProps(routeKey: RouteKey): GetServerSideProps<BasePageProps & { parentTitle: string | null }> {
  return (context) =>
    getPageProps<{ parentTitle: string | null }>(context, {
      routeKey,
      pageType: 'customer-service',
      namespaces: ['catalog'],
      load: async (ctx) => ({ props: { parentTitle: (await orNull(catalogClient().cmsPage(ctx, 'customer-service'), ctx, 'customer service'))?.title ?? null } }),
    });
}
