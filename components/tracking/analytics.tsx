import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import type { PageType } from '@/lib/page-types';
import { publicGtmId } from '@/lib/public-env';
import { useAppSelector } from '@/store/hooks';
import { selectConsentGrants } from '@/store/consent-slice';
import { useVirtualPageview } from './use-virtual-pageview';

const GTM_ID = publicGtmId();
const GTM_CONFIGURED = /^GTM-[A-Z0-9]{4,12}$/.test(GTM_ID);

// The tag manager's loader is not part of the first load: it is needed only after consent.
const TagManager = dynamic(() => import('./tag-manager').then((m) => m.TagManager), { ssr: false });

/** Virtual pageviews and the tag manager. Both start only with analytics consent; the tag manager also needs NEXT_PUBLIC_GTM_ID. */
export function Analytics({ pageType }: { pageType: PageType }) {
  const router = useRouter();
  const analytics = useAppSelector((state) => selectConsentGrants(state).analytics);
  useVirtualPageview(router, pageType, analytics);
  return analytics && GTM_CONFIGURED ? <TagManager containerId={GTM_ID} /> : null;
}
