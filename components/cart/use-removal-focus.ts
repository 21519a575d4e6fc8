import { useCallback, useEffect, useRef } from 'react';
import type { CartItem } from '@/store/cart-slice';

/**
 * Where keyboard focus goes when a cart line the shopper removed is gone: to the
 * "remove" button of the line that took its place (else the one before), and when the list is empty to
 * `fallback` (the cart's heading or its empty-state message), never to the page's body. A line whose
 * removal failed stays, and so does focus on its button.
 */
export function useRemovalFocus<T extends HTMLElement>(items: readonly CartItem[], fallback: () => HTMLElement | null) {
  const listRef = useRef<T>(null);
  const removed = useRef<{ key: string; index: number } | null>(null);
  useEffect(() => {
    const gone = removed.current;
    if (!gone || items.some((item) => item.key === gone.key)) return;
    removed.current = null;
    const buttons = Array.from(listRef.current?.querySelectorAll<HTMLElement>('[data-remove-line]') ?? []);
    const target = buttons[Math.min(gone.index, buttons.length - 1)] ?? fallback();
    target?.focus();
  }, [items, fallback]);
  const track = useCallback(
    (item: CartItem) => {
      removed.current = {
        key: item.key,
        index: Math.max(
          0,
          items.findIndex((line) => line.key === item.key),
        ),
      };
    },
    [items],
  );
  return { listRef, track };
}
