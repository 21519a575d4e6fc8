import { useSyncExternalStore } from 'react';

let hydrated = false;
const listeners = new Set<() => void>();

/** `_app` calls this after its first commit (with `<html data-hydrated>`). */
export function markHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  for (const listener of listeners) listener();
}

/** Whether the app has hydrated: false on the server and while the first page hydrates. */
export function isHydrated(): boolean {
  return hydrated;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * false in the server's HTML and until the app has hydrated, then true: a control that needs
 * JavaScript (a toggle button) renders as its plain-HTML stand-in (a link) until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
}
