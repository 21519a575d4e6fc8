/** getServerSideProps of the two contact pages (pages/customer-service/contact.tsx and ordercontact.tsx). */
import type { GetServerSideProps } from 'next';
import type { RouteKey } from '@/lib/routes/hrefs';
import { DRAFT_PARAM, readContactDraft, type ContactDraft } from '../forms/contact-draft';
import { getPageProps, type BasePageProps, type ServedProps } from '../page-props';
import { requestCookies } from '../server-context';
import { catalogClient } from '../services';
import { orNull } from './not-found';

type Props = { parentTitle: string | null; draft: ContactDraft | null };

export function contactPageProps(routeKey: RouteKey): GetServerSideProps<ServedProps<BasePageProps & Props>> {
  return (context) => {
    const draftId = context.query[DRAFT_PARAM];
    const { userId } = requestCookies(context.req);
    return getPageProps<Props>(context, {
      routeKey,
      pageType: 'customer-service',
      namespaces: ['catalog'],
      // The answer to one shopper's form (server/forms/contact.ts): never from or into a shared cache.
      personal: draftId !== undefined,
      load: async (ctx) => {
        const [page, draft] = await Promise.all([
          orNull(catalogClient().cmsPage(ctx, 'customer-service'), ctx, 'customer service'),
          readContactDraft(draftId, userId),
        ]);
        return { props: { parentTitle: page?.title ?? null, draft } };
      },
    });
  };
}
