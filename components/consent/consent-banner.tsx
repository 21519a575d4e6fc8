import { useEffect, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import styled from 'styled-components';
import { useT } from '@/lib/i18n/use-t';
import { Button } from '@/components/ui/button';
import { ACCEPT_ALL, REJECT_ALL, type ConsentChoice } from '@/lib/consent/consent-model';
import { useFocusTrap } from './use-focus-trap';
import { theme } from '@/styles/theme';

/* An overlay: fixed, so it never moves the page's content when it appears. */
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

const Dialog = styled.div`
  width: 100%;
  max-width: ${theme.maxWidth.small};
  max-height: calc(100vh - 20px);
  overflow-y: auto;
  padding: 20px;
  border-radius: ${theme.radius.default};
  background: ${theme.colors.base1};
  color: ${theme.colors.ink900};
  box-shadow: ${theme.shadow.raised};
  &:focus { outline: none; box-shadow: ${theme.focus}; }
  h2 { margin: 0 0 8px; font-size: ${theme.font.size.lg}; }
  p { margin: 0 0 16px; line-height: 1.5; }
`;

// The purposes and vendors load only when the shopper opens the settings.
const ConsentSettings = dynamic(() => import('./consent-settings').then((m) => m.ConsentSettings), { ssr: false });

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  button { flex: 1 1 180px; }
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
   * no focus trap then (for a shopper who has chosen, a script in the head hides it).
   */
  active?: boolean;
}

/**
 * The consent dialog: accept all, reject all, or choose purposes and vendors.
 * Focus moves in and stays until a choice; everything works by keyboard.
 */
export function ConsentBanner({ initialView, current, onChoose, onClose, active = true }: Props) {
  const { t } = useT('consent');
  const [view, setView] = useState(initialView);
  const [draft, setDraft] = useState<ConsentChoice>(current ?? REJECT_ALL);
  const dialogRef = useRef<HTMLDivElement>(null);
  // Chosen on arrival (nothing had focus): the page's skip link, its first stop, keeps the keyboard's place.
  useFocusTrap(dialogRef, active, skipLink);
  useEffect(() => {
    // The button that opened the settings is gone: keep focus in the dialog, at its start.
    if (view === 'settings' && initialView === 'banner') dialogRef.current?.focus();
  }, [view, initialView]);
  return (
    <Backdrop data-consent-first-layer={initialView === 'banner' ? '' : undefined}>
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="consent-title"
        aria-describedby="consent-description"
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && onClose) onClose();
        }}
      >
        <h2 id="consent-title">{t(view === 'banner' ? 'banner::title' : 'settings::title')}</h2>
        <p id="consent-description">{t(view === 'banner' ? 'banner::description' : 'settings::description')}</p>
        {view === 'settings' ? <ConsentSettings choice={draft} onChange={setDraft} /> : null}
        <Actions>
          <Button data-consent-action="accept-all" onClick={() => onChoose(ACCEPT_ALL)}>
            {t('actions::acceptAll')}
          </Button>
          <Button data-consent-action="reject-all" $variant="secondary" onClick={() => onChoose(REJECT_ALL)}>
            {t('actions::rejectAll')}
          </Button>
          {view === 'banner' ? (
            <Button data-consent-action="settings" $variant="ghost" onClick={() => setView('settings')}>
              {t('actions::settings')}
            </Button>
          ) : (
            <Button $variant="secondary" onClick={() => onChoose(draft)}>
              {t('actions::save')}
            </Button>
          )}
          {onClose ? (
            <Button $variant="ghost" onClick={onClose}>
              {t('actions::close')}
            </Button>
          ) : null}
        </Actions>
      </Dialog>
    </Backdrop>
  );
}
