import { useEffect, useRef, useState } from 'react';

/** Gap between the bar's items, as in desktop-menu.tsx's Bar. */
const GAP = 2;

/** How many of `widths` fit in `available` after `fixed`, leaving room for "More" when not all fit. */
export function fitCount(available: number, fixed: number, widths: number[], more: number): number {
  const total = widths.reduce((sum, width) => sum + GAP + width, fixed);
  if (total <= available) return widths.length;
  let used = fixed + GAP + more;
  let count = 0;
  for (const width of widths) {
    if (used + GAP + width > available) break;
    used += GAP + width;
    count += 1;
  }
  return count;
}

/**
 * The number of the bar's categories that fit beside "All categories" (and "More" when needed),
 * measured after hydration and on every resize of the bar or an item (fonts, locale). The server
 * renders them all, so crawlers and shoppers without JavaScript get every category.
 */
export function useBarOverflow(itemCount: number) {
  const barRef = useRef<HTMLUListElement>(null);
  const [visibleCount, setVisibleCount] = useState(itemCount);
  useEffect(() => {
    const bar = barRef.current;
    if (!bar || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const available = bar.clientWidth;
      if (available === 0) return; // hidden (phones)
      const width = (selector: string) => Array.from(bar.querySelectorAll<HTMLElement>(selector), (li) => li.offsetWidth);
      const [fixed = 0] = width(':scope > li[data-slot="all"]');
      const [more = 0] = width(':scope > li[data-slot="more"]');
      setVisibleCount(fitCount(available, fixed, width(':scope > li[data-slot="item"]'), more));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    bar.querySelectorAll(':scope > li').forEach((li) => observer.observe(li));
    return () => observer.disconnect();
  }, [itemCount]);
  return { barRef, visibleCount: Math.min(visibleCount, itemCount) };
}
