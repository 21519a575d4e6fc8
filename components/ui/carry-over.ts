/**
 * Carries what a shopper typed, focused or opened in a server-rendered control over to the control
 * the app replaces it with (docs/adr/0018-forms-first.md): capture with `useCaptureBeforeHydration(id)`,
 * start state from `carried(id)`, then `restoreFocus` in the replacement.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useHydrated } from './use-hydrated';

export interface Carried {
  /** An input's or textarea's value; a form's fields as a query string (`name=value&…`). */
  value: string;
  focused: boolean;
  selection: [number, number] | null;
  /** A `<details>`: whether it is open. */
  open: boolean;
}

const store = new Map<string, Carried>();

function read(element: HTMLElement): Carried {
  const focused = element === document.activeElement || element.contains(document.activeElement);
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
    let selection: [number, number] | null = null;
    try {
      selection = element.selectionStart === null ? null : [element.selectionStart, element.selectionEnd ?? element.selectionStart];
    } catch {
      // input types without a selection (number): the caret is not carried
    }
    return { value: element.value, focused, selection, open: false };
  }
  const form = element instanceof HTMLFormElement ? element : element.querySelector('form');
  const value = form
    ? new URLSearchParams([...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === 'string')).toString()
    : '';
  return { value, focused, selection: null, open: element instanceof HTMLDetailsElement && element.open };
}

/** Reads the element `id` in the commit that hydrates it (see above); a mount after hydration reads nothing. */
export function useCaptureBeforeHydration(id: string, onCaptured?: (carried: Carried) => void): void {
  const hydrated = useHydrated();
  // The values of the first render: the capture runs once, in the hydrating commit.
  const callback = useRef(onCaptured);
  const before = useRef(!hydrated);
  useLayoutEffect(() => {
    if (!before.current) return;
    before.current = false;
    const element = document.getElementById(id);
    if (!element) return;
    const carried = read(element);
    store.set(id, carried);
    callback.current?.(carried);
  }, [id]);
}

/** What was carried for `id`, if anything. */
export function carried(id: string): Carried | undefined {
  return store.get(id);
}

/** Focus (and caret) back on the control that replaced a focused one. */
export function restoreFocus(ref: RefObject<HTMLInputElement | HTMLTextAreaElement | null>, state: Carried | undefined): void {
  const element = ref.current;
  if (!element || !state?.focused) return;
  element.focus({ preventScroll: true });
  if (state.selection) {
    try {
      element.setSelectionRange(state.selection[0], state.selection[1]);
    } catch {
      // not a text field
    }
  }
}
