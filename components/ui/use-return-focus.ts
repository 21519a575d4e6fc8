import { useEffect, useRef } from 'react';

/**
 * Returns focus to the control that opened a panel once it closes. The opener is the last element that had focus while the panel was
 * closed, remembered as it happens: by the time a lazily loaded panel mounts, the opener may already have lost focus (an add-to-cart button
 * is disabled while it adds), so `document.activeElement` at mount would be the page's body.
 */
export function useReturnFocus(open: boolean): void {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open) return;
    const remember = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement) opener.current = event.target;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, [open]);
  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    const target = opener.current;
    if (closed && target?.isConnected) target.focus();
  }, [open]);
}
