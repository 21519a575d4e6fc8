import { useEffect, useRef } from 'react';

/**
 * Calls onOutside when a pointer goes down outside the element while `active`, but only while the
 * element is shown: the desktop bar is hidden by CSS on phones, and there a tap in the mobile
 * drawer (which shares the menu state) must never close it.
 */
export function useOutsidePointer<T extends HTMLElement>(active: boolean, onOutside: () => void) {
  const ref = useRef<T>(null);
  const callback = useRef(onOutside);
  useEffect(() => {
    callback.current = onOutside;
  });
  useEffect(() => {
    if (!active) return;
    const onPointer = (event: PointerEvent) => {
      const element = ref.current;
      if (!element || element.offsetParent === null || getComputedStyle(element).display === 'none') return;
      if (event.target instanceof Node && element.contains(event.target)) return;
      callback.current();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [active]);
  return ref;
}
