import { useEffect } from 'react';
import { useRouter } from 'next/router';
import type { ConsentChoice } from '@/lib/consent/consent-model';
import { readStoredChoice } from '@/browser/consent/stored-choice';
import { toLocale } from '@/lib/locales';
import { useCurrentPath } from '@/components/ui/use-current-path';
import { consentRestored, consentSettingsOpened, selectConsentChoice, selectConsentDialog } from '@/store/consent-slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { ConsentBanner } from './consent-banner';
import { useConsentChoose } from './use-consent-choose';

interface Props {
  /** What the server rendered (server/page-props.ts consentView): the banner without a stored choice, the settings for `?consent=settings`. */
  serverView: 'banner' | 'settings' | null | undefined;
  /** The stored choice, sent only with the settings view (its checkboxes start from it). */
  serverChoice?: ConsentChoice | null;
}

/**
 * The consent dialog's first layer, rendered by the server when the browser has no stored choice
 * (the page's HTML varies on that: lib/page-cache.ts): a non-blocking form docked at the bottom that
 * works before and without JavaScript (server/forms/consent.ts). After hydration the stored choice is
 * read: with one the layer goes, without one it stays and the presses are handled in the browser.
 * On back and forward a script in the head still hides the layer when a choice exists (a copy from a
 * browser cache that ignores `Vary: Cookie`, pages/_document.tsx).
 */
export function ConsentFirstLayer({ serverView, serverChoice }: Props) {
  const dispatch = useAppDispatch();
  const choice = useAppSelector(selectConsentChoice);
  const dialog = useAppSelector(selectConsentDialog);
  const choose = useConsentChoose();
  const returnTo = useCurrentPath();
  const locale = toLocale(useRouter().locale);
  useEffect(() => {
    const stored = readStoredChoice();
    dispatch(consentRestored(stored));
    // `?consent=settings` with a stored choice: the live settings dialog takes over (components/consent/consent-gate.tsx).
    if (stored && serverView === 'settings') dispatch(consentSettingsOpened());
    // Only the first page's HTML decides; later pages follow the store.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch]);
  const view = serverView === 'settings' ? 'settings' : 'banner';
  if (choice === undefined) {
    if (!serverView) return null;
    return (
      <ConsentBanner
        key={view}
        initialView={view}
        current={serverChoice ?? null}
        onChoose={choose}
        active={false}
        docked
        returnTo={returnTo}
        locale={locale}
      />
    );
  }
  if (choice !== null || dialog !== 'banner') return null;
  return <ConsentBanner key={view} initialView={view} current={null} onChoose={choose} active docked returnTo={returnTo} locale={locale} />;
}
