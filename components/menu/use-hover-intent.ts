import { useCallback, useEffect, useRef, type PointerEvent } from 'react';

/** How long a mouse rests on another top category before its panel replaces the open one. */
export const HOVER_SWITCH_DELAY_MS = 150;

/**
 * Hover intent for the desktop bar: while a panel is open (`active`), a mouse that rests on another top
 * category for `delay` ms switches to it; passing over it on the way to the panel does not. Only a mouse: a
 * touch or a pen has no hover, and a tap stays a click. Nothing opens by hover while no panel is open (a
 * click or Enter opens the first), and keyboard use is unchanged.
 */
export function useHoverIntent(active: boolean, delay: number = HOVER_SWITCH_DELAY_MS) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const activeNow = useRef(active);
  useEffect(() => {
    activeNow.current = active;
  });
  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);
  const enter = useCallback(
    (event: PointerEvent, action: () => void) => {
      cancel();
      if (!activeNow.current || event.pointerType !== 'mouse') return;
      timer.current = setTimeout(() => {
        timer.current = null;
        // A panel closed meanwhile (Escape, a click elsewhere) is not opened again by the mouse resting.
        if (activeNow.current) action();
      }, delay);
    },
    [cancel, delay],
  );
  return { enter, cancel };
}
