import { useEffect } from 'react';
import type { Router } from 'next/router';

/** docs/spec.md §2: restore attempts after a back navigation, in ms, while the page may still be growing. */
const SCROLL_RETRIES_MS = [10, 20, 40, 80, 160] as const;
const STORAGE_KEY = 'nf:scroll';

function historyKey(): string {
  const state = window.history.state as { key?: string } | null;
  return state?.key ?? window.location.pathname;
}

/**
 * The history entry this document was loaded for, read when this module runs: before Next's router
 * exists, so before it replaces `history.state` (and its key) with its own. A document the browser loads
 * again for an entry (back, forward, reload) finds the position saved under that entry's key.
 */
const LOADED_FOR_KEY = typeof window === 'undefined' ? null : historyKey();

/** How this document was reached: only a back/forward or a reload puts a position back, as the browser does. */
function returnedToEntry(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.type === 'back_forward' || navigation?.type === 'reload';
}

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function savePosition(key: string): void {
  const positions = readPositions();
  delete positions[key];
  positions[key] = window.scrollY;
  const keys = Object.keys(positions);
  if (keys.length > 50) delete positions[keys[0]!];
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or disabled: no restoration, nothing breaks.
  }
}

/** Scrolls to `target` now and again while the page may still be growing. */
function scrollBackTo(target: number, timers: ReturnType<typeof setTimeout>[]): void {
  for (const delay of SCROLL_RETRIES_MS) {
    timers.push(
      setTimeout(() => {
        if (Math.abs(window.scrollY - target) > 1) window.scrollTo(0, target);
      }, delay),
    );
  }
}

/**
 * Puts the scroll position back wherever the browser would without JavaScript, and starts new pages at the top:
 * - a back or forward between pages of this app (no new document): the position saved when the page was left;
 * - a document loaded again for an entry (back or forward to a page not kept in the back/forward cache, a
 *   reload): the browser's own restoration while the entry's mode is `auto` (the mode is `manual` only while
 *   the app changes pages itself, and `auto` again when the document is left), else the position saved when
 *   the entry was left, keyed by the entry's history key.
 */
export function useScrollRestoration(router: Router): void {
  useEffect(() => {
    if (!('scrollRestoration' in window.history)) return;
    let restoring = false;
    // On popstate history.state already points at the destination, so remember the page we are on.
    let currentKey = historyKey();
    const timers: ReturnType<typeof setTimeout>[] = [];

    if (LOADED_FOR_KEY && returnedToEntry()) {
      const target = readPositions()[LOADED_FOR_KEY];
      if (target !== undefined && target > 0) scrollBackTo(target, timers);
    }

    const onRouteChangeStart = () => {
      // The app changes the page itself: the browser must not jump to a position of a page not yet rendered.
      window.history.scrollRestoration = 'manual';
      savePosition(restoring ? currentKey : historyKey());
    };
    const onRouteChangeComplete = () => {
      currentKey = historyKey();
      if (!restoring) return;
      restoring = false;
      const target = readPositions()[currentKey];
      if (target !== undefined) scrollBackTo(target, timers);
    };
    const onPageHide = () => {
      savePosition(historyKey());
      // Leaving the document: coming back to this entry in a new document, the browser restores it itself.
      window.history.scrollRestoration = 'auto';
    };

    router.beforePopState(() => {
      restoring = true;
      return true;
    });
    router.events.on('routeChangeStart', onRouteChangeStart);
    router.events.on('routeChangeComplete', onRouteChangeComplete);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      router.events.off('routeChangeStart', onRouteChangeStart);
      router.events.off('routeChangeComplete', onRouteChangeComplete);
      window.removeEventListener('pagehide', onPageHide);
      timers.forEach(clearTimeout);
    };
  }, [router]);
}
