import { useEffect } from 'react';
import { ConsentGate } from '@/components/consent/consent-gate';
import { FeatureFlagsSync } from '@/components/flags/feature-flags-sync';
import { Analytics } from '@/components/tracking/analytics';
import type { PageType } from '@/lib/page-types';
import { publicSentryDsn } from '@/lib/public-env';

/**
 * What runs only in the browser, after hydration: the consent gate (and through it the CMP), feature-flag updates, analytics and error
 * reporting. pages/_app.tsx loads this with React.lazy once hydrated, so none of it is in the first-load bundle; it renders nothing on the
 * server anyway.
 */
export default function ClientServices({ pageType }: { pageType: PageType }) {
  useEffect(() => {
    // Error reporting loads only when configured.
    const dsn = publicSentryDsn();
    if (dsn) void import('@/browser/error-reporting/sentry').then((m) => m.startBrowserErrorReporting(dsn));
  }, []);
  return (
    <>
      <ConsentGate />
      <FeatureFlagsSync />
      <Analytics pageType={pageType} />
    </>
  );
}
