import { useEffect, useRef } from 'react';
import type { NextRouter } from 'next/router';
import { marketOf, toLocale } from '@/lib/locales';
import type { PageType } from '@/lib/page-types';
import { pushToDataLayer } from '@/browser/tracking/data-layer';
import { storeId } from '@/lib/tracking/store-id';

/** docs/spec.md §9: the virtual pageview is sent 1 s after a route change. */
const PAGEVIEW_DELAY_MS = 1000;

/**
 * One virtual pageview per page with its page type (docs/spec.md §2): for the page where analytics consent starts (restored or given) and
 * after each route change. A page left within the second is not counted.
 */
export function useVirtualPageview(router: NextRouter, pageType: PageType, analytics: boolean): void {
  const pageTypeRef = useRef(pageType);
  useEffect(() => {
    pageTypeRef.current = pageType;
  }, [pageType]);

  useEffect(() => {
    if (!analytics) return;
    let timer: number | undefined;
    const schedule = () => {
      window.clearTimeout(timer);
      const path = window.location.pathname;
      timer = window.setTimeout(() => {
        const market = marketOf(toLocale(router.locale));
        pushToDataLayer({ event: 'virtual_pageview', page_type: pageTypeRef.current, page_path: path, store_id: storeId(market) });
      }, PAGEVIEW_DELAY_MS);
    };
    schedule();
    router.events.on('routeChangeComplete', schedule);
    return () => {
      window.clearTimeout(timer);
      router.events.off('routeChangeComplete', schedule);
    };
  }, [analytics, router]);
}
