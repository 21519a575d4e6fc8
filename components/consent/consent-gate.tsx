import { useEffect } from 'react';
import { useRouter } from 'next/router';
import { applyConsentCookies } from '@/browser/consent/apply-consent-cookies';
import { grantsOf } from '@/lib/consent/consent-model';
import { readStoredChoice } from '@/browser/consent/stored-choice';
import { installTcfStub } from '@/browser/consent/tcf-stub';
import { toLocale } from '@/lib/locales';
import { useCurrentPath } from '@/components/ui/use-current-path';
import { reportError } from '@/browser/error-reporting/report-error';
import { consentDialogClosed, selectConsentChoice, selectConsentDialog } from '@/store/consent-slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { ConsentBanner } from './consent-banner';
import { useConsentChoose } from './use-consent-choose';

// The TCF libraries (browser/consent/cmp) load with the first __tcfapi call or choice, never in the first load.
const loadCmp = () => import('@/browser/consent/cmp');

/**
 * Puts up __tcfapi (the CMP loads with its first call) and shows the settings
 * when the shopper reopens them from the footer. The first layer of the dialog
 * and the restoring of the stored choice are in ConsentFirstLayer (server-rendered).
 */
export function ConsentGate() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const choice = useAppSelector(selectConsentChoice);
  const dialog = useAppSelector(selectConsentDialog);
  const choose = useConsentChoose();
  const returnTo = useCurrentPath();

  useEffect(() => {
    const stored = readStoredChoice();
    installTcfStub(() =>
      loadCmp()
        .then((cmp) => cmp.startCmp(!stored))
        .catch((error: unknown) => reportError({ error, context: 'consent-cmp' })),
    );
  }, []);

  useEffect(() => {
    // Affiliate parameters may arrive with a client-side navigation too.
    const onRoute = () => applyConsentCookies(grantsOf(readStoredChoice()), window.location.search);
    router.events.on('routeChangeComplete', onRoute);
    return () => router.events.off('routeChangeComplete', onRoute);
  }, [router.events]);

  // The first view is ConsentFirstLayer's; this shows the settings reopened from the footer.
  if (dialog !== 'settings') return null;
  return (
    <ConsentBanner
      initialView="settings"
      current={choice ?? null}
      onChoose={choose}
      onClose={choice ? () => dispatch(consentDialogClosed()) : undefined}
      returnTo={returnTo}
      locale={toLocale(router.locale)}
    />
  );
}
