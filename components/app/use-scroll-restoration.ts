import { useEffect } from 'react';
import type { Router } from 'next/router';

/** docs/spec.md §2: restore attempts after a back navigation, in ms, while the page may still be growing. */
const SCROLL_RETRIES_MS = [10, 20, 40, 80, 160] as const;
const STORAGE_KEY = 'nf:scroll';

function historyKey(): string {
  const state = window.history.state as { key?: string } | null;
  return state?.key ?? window.location.pathname;
}

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** Restores the scroll position on back/forward navigation; new pages start at the top. */
export function useScrollRestoration(router: Router): void {
  useEffect(() => {
    if (!('scrollRestoration' in window.history)) return;
    window.history.scrollRestoration = 'manual';
    let restoring = false;
    // On popstate history.state already points at the destination, so remember the page we are on.
    let currentKey = historyKey();
    const timers: ReturnType<typeof setTimeout>[] = [];

    const save = () => {
      const positions = readPositions();
      positions[currentKey] = window.scrollY;
      const keys = Object.keys(positions);
      if (keys.length > 50) delete positions[keys[0]!];
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or disabled: no restoration, nothing breaks.
      }
    };
    const restore = () => {
      currentKey = historyKey();
      if (!restoring) return;
      restoring = false;
      const target = readPositions()[currentKey];
      if (target === undefined) return;
      for (const delay of SCROLL_RETRIES_MS) {
        timers.push(setTimeout(() => {
          if (Math.abs(window.scrollY - target) > 1) window.scrollTo(0, target);
        }, delay));
      }
    };

    router.beforePopState(() => {
      restoring = true;
      return true;
    });
    router.events.on('routeChangeStart', save);
    router.events.on('routeChangeComplete', restore);
    window.addEventListener('pagehide', save);
    return () => {
      router.events.off('routeChangeStart', save);
      router.events.off('routeChangeComplete', restore);
      window.removeEventListener('pagehide', save);
      timers.forEach(clearTimeout);
    };
  }, [router]);
}
