import { useCallback, useEffect } from 'react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { applyConsentCookies } from '@/lib/consent/consent-cookies';
import { grantsOf, type ConsentChoice } from '@/lib/consent/consent-model';
import { readStoredChoice, writeStoredChoice } from '@/lib/consent/stored-choice';
import { whenIdle } from '@/lib/idle';
import { toLocale } from '@/lib/locales';
import { reportError } from '@/lib/report-error';
import { consentChosen, consentDialogClosed, consentRestored, selectConsentChoice, selectConsentDialog } from '@/store/consent-slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';

// The dialog's code loads only when it is shown; the TCF libraries (lib/consent/cmp) only after hydration.
const ConsentBanner = dynamic(() => import('./consent-banner').then((m) => m.ConsentBanner), { ssr: false });
const loadCmp = () => import('@/lib/consent/cmp');

/**
 * Restores the stored consent choice after hydration, starts the CMP
 * (__tcfapi) when the browser is idle, shows the dialog when there is no
 * choice or the shopper reopens it, and stores a new choice.
 */
export function ConsentGate() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const locale = toLocale(router.locale);
  const choice = useAppSelector(selectConsentChoice);
  const dialog = useAppSelector(selectConsentDialog);

  useEffect(() => {
    const stored = readStoredChoice();
    dispatch(consentRestored(stored));
    return whenIdle(() => {
      void loadCmp()
        .then((cmp) => cmp.startCmp(!stored))
        .catch((error: unknown) => reportError({ error, context: 'consent-cmp' }));
    });
  }, [dispatch]);

  useEffect(() => {
    // Affiliate parameters may arrive with a client-side navigation too.
    const onRoute = () => applyConsentCookies(grantsOf(readStoredChoice()), window.location.search);
    router.events.on('routeChangeComplete', onRoute);
    return () => router.events.off('routeChangeComplete', onRoute);
  }, [router.events]);

  const choose = useCallback(
    (next: ConsentChoice) => {
      writeStoredChoice(next);
      dispatch(consentChosen(next));
      void loadCmp()
        .then((cmp) => cmp.saveTcString(next, locale))
        .catch((error: unknown) => reportError({ error, context: 'consent-cmp' }));
    },
    [dispatch, locale],
  );

  if (dialog === 'closed') return null;
  return (
    <ConsentBanner
      initialView={dialog}
      current={choice ?? null}
      onChoose={choose}
      onClose={choice ? () => dispatch(consentDialogClosed()) : undefined}
    />
  );
}
