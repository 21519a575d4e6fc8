import { useEffect, useState } from 'react';
import { ACCEPT_ALL, REJECT_ALL } from '@/lib/consent/consent-model';
import { readStoredChoice } from '@/lib/consent/stored-choice';
import { consentRestored, selectConsentChoice, selectConsentDialog } from '@/store/consent-slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { ConsentBanner } from './consent-banner';
import { useConsentChoose } from './use-consent-choose';

/**
 * The consent dialog's first layer is in the server's HTML, so it paints with the page instead
 * of after hydration and a lazy chunk (it was the page's late LCP element). The HTML is the same
 * for every visitor (cacheable): for a shopper who has already chosen, a script in the head marks
 * the document before the body paints and the global style hides it (pages/_document.tsx). After
 * hydration the stored choice is read: with one the layer goes, without one it stays and traps focus.
 */
export function ConsentFirstLayer() {
  const dispatch = useAppDispatch();
  const choice = useAppSelector(selectConsentChoice);
  const dialog = useAppSelector(selectConsentDialog);
  const choose = useConsentChoose();
  const [view, setView] = useState<'banner' | 'settings'>('banner');
  useEffect(() => {
    const stored = readStoredChoice();
    dispatch(consentRestored(stored));
    // A press on the server-rendered buttons before hydration (pages/_document.tsx remembered it).
    const early = window as Window & { __nfConsentAction?: string; __nfConsentReady?: boolean };
    early.__nfConsentReady = true;
    const action = early.__nfConsentAction;
    delete early.__nfConsentAction;
    if (stored) return;
    if (action === 'settings') setView('settings');
    if (action !== 'accept-all' && action !== 'reject-all') return;
    choose(action === 'accept-all' ? ACCEPT_ALL : REJECT_ALL);
    // The pressed button goes with the dialog: focus stays in the page, as after a press on the live dialog.
    document.getElementById('skip-link')?.focus({ preventScroll: true });
  }, [dispatch, choose]);
  if (choice !== undefined && dialog !== 'banner') return null;
  return <ConsentBanner key={view} initialView={view} current={null} onChoose={choose} active={choice === null} />;
}
