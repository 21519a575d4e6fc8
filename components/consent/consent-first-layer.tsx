import { useEffect } from 'react';
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
  useEffect(() => {
    dispatch(consentRestored(readStoredChoice()));
  }, [dispatch]);
  if (choice !== undefined && dialog !== 'banner') return null;
  return <ConsentBanner initialView="banner" current={null} onChoose={choose} active={choice === null} />;
}
