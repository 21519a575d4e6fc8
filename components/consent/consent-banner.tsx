import { Suspense, lazy, useEffect, useRef, useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { Button } from '@/components/ui/button';
import { isHydrated } from '@/components/ui/use-hydrated';
import { ACCEPT_ALL, REJECT_ALL, type ConsentChoice } from '@/lib/consent/consent-model';
import { ConsentSettings as ConsentSettingsOnServer } from './consent-settings';
import { useFocusTrap } from './use-focus-trap';
import { theme } from '@/styles/theme';

/* The settings reopened from the footer: a modal over a dimmed page. */
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.modal + 10};
  display: flex;
  align-items: flex-end;
  justify-content: center;
  padding: ${theme.containerPadding};
  background: rgba(29, 29, 27, 0.45);
`;

/*
 * The first layer (and the settings without JavaScript): fixed at the bottom, never covering the
 * whole page. The page above it stays readable and usable (no cookie wall, EDPB 05/2020); fixed,
 * so it never moves the page's content when it appears or goes.
 */
const Dock = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${theme.zIndex.modal + 10};
  display: flex;
  justify-content: center;
  padding: ${theme.containerPadding};
  pointer-events: none;
  & > * {
    pointer-events: auto;
  }
`;

const Dialog = styled.div<{ $docked: boolean }>`
  width: 100%;
  max-width: ${theme.maxWidth.small};
  max-height: ${({ $docked }) => ($docked ? '60vh' : 'calc(100vh - 20px)')};
  overflow-y: auto;
  padding: 20px;
  border-radius: ${theme.radius.default};
  background: ${theme.colors.base1};
  color: ${theme.colors.ink900};
  box-shadow: ${theme.shadow.raised};
  /* The ring for keyboard users only: focus moved in on arrival shows none to a mouse. */
  &:focus {
    outline: none;
  }
  &:focus-visible {
    box-shadow: ${theme.focus};
  }
  h2 {
    margin: 0 0 8px;
    font-size: ${theme.font.size.lg};
  }
  p {
    margin: 0 0 16px;
    line-height: 1.5;
  }
`;

// The purposes and vendors load only when the shopper opens the settings (rendered by the server
// for `?consent=settings`, so they work without JavaScript too).
// In the browser the static import is dropped (next.config.js LATER_PARTS): the settings' code loads when they open.
const ConsentSettings =
  typeof window === 'undefined'
    ? ConsentSettingsOnServer
    : lazy(() => import('./consent-settings').then((m) => ({ default: m.ConsentSettings })));

/** The consent form's route (server/forms/consent.ts); trailing slash as every URL of the site. */
const CONSENT_FORM_ACTION = '/api/forms/consent/';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  button {
    flex: 1 1 180px;
  }
`;

const skipLink = () => document.getElementById('skip-link');

interface Props {
  /** The banner's first view, or straight to the settings (reopened from the footer). */
  initialView: 'banner' | 'settings';
  current: ConsentChoice | null;
  onChoose: (choice: ConsentChoice) => void;
  /** Present only when a choice exists: the dialog may then close without a new one. */
  onClose?: () => void;
  /**
   * False while the dialog is in the server's HTML but the stored choice is not read yet:
   * focus does not move then (for a shopper who has chosen, a script in the head hides it).
   */
  active?: boolean;
  /** The non-blocking first layer (and the server-rendered settings): docked at the bottom, focus not held. */
  docked?: boolean;
  /** The page to come back to after the form's POST (path with locale prefix and query). */
  returnTo: string;
  locale: string;
}

/**
 * The consent dialog: accept all, reject all, or choose purposes and vendors. A `<form>` posting to
 * /api/forms/consent/, so every button works before and without JavaScript; with JavaScript the press
 * is handled here (no reload). Docked (the first layer), focus moves in on arrival but the page stays
 * usable; reopened from the footer, it is modal and holds focus until closed.
 */
export function ConsentBanner({ initialView, current, onChoose, onClose, active = true, docked = false, returnTo, locale }: Props) {
  const { t } = useT('consent');
  const [view, setView] = useState(initialView);
  const [draft, setDraft] = useState<ConsentChoice>(current ?? REJECT_ALL);
  // Rendered by the server or hydrated from its HTML (`?consent=settings`): no Suspense boundary around the settings, which React's
  // server renderer would reveal with an inline script of its own, without the nonce; the hydration waits for their code instead.
  // Opened in the browser: the boundary shows nothing until the code is in.
  const [settingsBoundary] = useState(isHydrated);
  const settings = <ConsentSettings choice={draft} onChange={setDraft} />;
  const dialogRef = useRef<HTMLDivElement>(null);
  // Chosen on arrival (nothing had focus): the page's skip link, its first stop, keeps the keyboard's place.
  useFocusTrap(dialogRef, active, skipLink, !docked);
  useEffect(() => {
    // The button that opened the settings is gone: keep focus in the dialog, at its start.
    if (view === 'settings' && initialView === 'banner') dialogRef.current?.focus();
  }, [view, initialView]);
  const press = (choice: ConsentChoice) => (event: MouseEvent) => {
    // Enhanced: no POST, no reload. Before hydration the browser posts the form instead.
    event.preventDefault();
    onChoose(choice);
  };
  const Frame = docked ? Dock : Backdrop;
  return (
    <Frame data-consent-first-layer={initialView === 'banner' ? '' : undefined}>
      <Dialog
        ref={dialogRef}
        $docked={docked}
        role="dialog"
        aria-modal={docked ? undefined : 'true'}
        aria-labelledby="consent-title"
        aria-describedby="consent-description"
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && onClose) onClose();
        }}
      >
        <form method="post" action={CONSENT_FORM_ACTION}>
          <input type="hidden" name="returnTo" value={returnTo} />
          <input type="hidden" name="locale" value={locale} />
          <h2 id="consent-title">{t(view === 'banner' ? 'banner::title' : 'settings::title')}</h2>
          <p id="consent-description">{t(view === 'banner' ? 'banner::description' : 'settings::description')}</p>
          {view !== 'settings' ? null : settingsBoundary ? <Suspense fallback={null}>{settings}</Suspense> : settings}
          <Actions>
            <Button type="submit" name="action" value="accept-all" data-consent-action="accept-all" onClick={press(ACCEPT_ALL)}>
              {t('actions::acceptAll')}
            </Button>
            <Button
              type="submit"
              name="action"
              value="reject-all"
              data-consent-action="reject-all"
              $variant="secondary"
              onClick={press(REJECT_ALL)}
            >
              {t('actions::rejectAll')}
            </Button>
            {view === 'banner' ? (
              <Button
                type="submit"
                name="action"
                value="settings"
                data-consent-action="settings"
                $variant="ghost"
                onClick={(event) => {
                  event.preventDefault();
                  setView('settings');
                }}
              >
                {t('actions::settings')}
              </Button>
            ) : (
              <Button type="submit" name="action" value="save" $variant="secondary" onClick={press(draft)}>
                {t('actions::save')}
              </Button>
            )}
            {onClose ? (
              <Button $variant="ghost" onClick={onClose}>
                {t('actions::close')}
              </Button>
            ) : null}
          </Actions>
        </form>
      </Dialog>
    </Frame>
  );
}
