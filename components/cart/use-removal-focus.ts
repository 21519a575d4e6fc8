import { useCallback, useEffect, useRef } from 'react';
import type { CartItem } from '@/store/cart-slice';

/**
 * Where keyboard focus goes when a cart line the shopper removed is gone: to the product name (its link) of the line that took its place
 * (else the one before), so a screen reader hears which line is now there and a second Enter does not remove it too; when the list is empty
 * to `fallback` (the cart's empty-state message, else its heading), never to the page's body. A line whose removal failed stays, and so
 * does focus on its button. `remove` removes a line; the hook's own `remove` notes where the line was first.
 */
export function useRemovalFocus<T extends HTMLElement>(
  items: readonly CartItem[],
  fallback: () => HTMLElement | null,
  remove: (item: CartItem) => void,
) {
  const listRef = useRef<T>(null);
  const removed = useRef<{ key: string; index: number } | null>(null);
  useEffect(() => {
    const gone = removed.current;
    if (!gone || items.some((item) => item.key === gone.key)) return;
    removed.current = null;
    const names = Array.from(listRef.current?.querySelectorAll<HTMLElement>('[data-line-title]') ?? []);
    const target = names[Math.min(gone.index, names.length - 1)] ?? fallback();
    target?.focus();
  }, [items, fallback]);
  const removeTracked = useCallback(
    (item: CartItem) => {
      removed.current = {
        key: item.key,
        index: Math.max(
          0,
          items.findIndex((line) => line.key === item.key),
        ),
      };
      remove(item);
    },
    [items, remove],
  );
  return { listRef, remove: removeTracked };
}
