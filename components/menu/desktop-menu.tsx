import { memo, useEffect, useRef, useState, type ComponentType, type SyntheticEvent } from 'react';
import { useRouter } from 'next/router';
import { useStaticIsland } from '@/components/ui/static-island';
import { useWide } from '@/components/ui/use-wide';
import { DesktopMenuBar as OnServer } from './desktop-menu-bar';

/* The bar's code: the server's; in the browser loaded once hydration has committed (as components/catalog/island-product-card.ts). */
let loaded: ComponentType | null = typeof window === 'undefined' ? OnServer : null;
let loading: Promise<ComponentType> | undefined;
const loadBar = () => (loading ??= import('./desktop-menu-bar').then((m) => (loaded = m.DesktopMenuBar)));

/** How to find a control of the bar again once it is live: a category's button, "More" or "All categories". */
function controlOf(target: EventTarget): string | null {
  const control = target instanceof Element ? target.closest('button, a') : null;
  const category = control?.getAttribute('data-category');
  if (category) return `button[data-category="${CSS.escape(category)}"]`;
  const slot = control?.closest('li[data-slot]')?.getAttribute('data-slot');
  return slot === 'more' || slot === 'all' ? `li[data-slot="${slot}"] > ${control!.tagName.toLowerCase()}` : null;
}

/**
 * The desktop category bar. Until it is live (below its breakpoint, where it is not shown, or while its code loads) it is a
 * static island: hydration keeps the server's bar (docs/adr/0029-static-islands.md) and a phone never loads its code unless
 * the screen becomes wide enough. A button pressed meanwhile is pressed again, and focus put back, once the bar is live.
 * Memoised: no props, so the layout's re-renders leave it alone.
 */
function DesktopMenuSlot() {
  const wide = useWide();
  const [Bar, setBar] = useState(() => loaded);
  const live = wide && Bar !== null;
  const island = useStaticIsland([live, useRouter().locale], undefined, !live);
  const needed = wide || !island.keep;
  const slot = useRef<HTMLDivElement>(null);
  const early = useRef<{ control: string; pressed: boolean } | null>(null);
  useEffect(() => {
    if (needed && !Bar) void loadBar().then((component) => setBar(() => component));
  }, [needed, Bar]);
  useEffect(() => {
    const control = live && early.current ? slot.current?.querySelector<HTMLElement>(early.current.control) : null;
    // Focus was on the server's control, which the live bar replaced: it goes to the new one, never to the page's body.
    if (control && (!document.activeElement || document.activeElement === document.body)) control.focus();
    if (control && early.current?.pressed) control.click();
    early.current = null;
  }, [live]);
  const remember = (event: SyntheticEvent, pressed: boolean) => {
    const control = live ? null : controlOf(event.target);
    if (!control) return;
    // A link works as it is (browser/link-navigation.ts); a button does nothing until the bar is live.
    if (pressed && !control.startsWith('button') && !control.endsWith('button')) return;
    if (pressed) event.preventDefault();
    early.current = { control, pressed: pressed || early.current?.pressed === true };
  };
  return (
    <div ref={slot} {...island.props} onClickCapture={(event) => remember(event, true)} onFocusCapture={(event) => remember(event, false)}>
      {island.keep || !Bar ? null : <Bar />}
    </div>
  );
}

export const DesktopMenu = memo(DesktopMenuSlot);
