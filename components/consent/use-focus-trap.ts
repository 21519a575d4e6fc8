import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Moves focus into the element and (with `trap`, the default) keeps it there: Tab and Shift+Tab cycle
 * inside, focus that escapes (a click elsewhere) is brought back. On unmount
 * focus returns to where it was; when nothing had focus (a dialog that opened with
 * the page), to `fallback`, so it is not lost at the top of the page.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active = true, fallback?: () => HTMLElement | null, trap = true): void {
  useEffect(() => {
    const root = ref.current;
    if (!root || !active) return;
    const previous = document.activeElement as HTMLElement | null;
    // Opened with the page (nothing had focus): no focus ring until the shopper uses the keyboard
    // (FocusOptions.focusVisible; a browser without it decides by its own :focus-visible heuristics).
    const onArrival = !previous || previous === document.body;
    root.focus(onArrival ? ({ focusVisible: false } as FocusOptions) : undefined);
    const focusables = () => Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = focusables();
      if (items.length === 0) return;
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === root)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !root.contains(event.target)) (focusables()[0] ?? root).focus();
    };
    // Without `trap` (the non-blocking first layer) focus only moves in; Tab may leave for the page.
    if (trap) {
      root.addEventListener('keydown', onKeyDown);
      document.addEventListener('focusin', onFocusIn);
    }
    return () => {
      root.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      if (previous && previous !== document.body && document.contains(previous)) previous.focus();
      else fallback?.()?.focus();
    };
  }, [ref, active, fallback, trap]);
}
