import { memo, useEffect, useState, type ComponentType } from 'react';
import { useRouter } from 'next/router';
import { useStaticIsland } from '@/components/ui/static-island';
import { useWide, WIDE_QUERY } from '@/components/ui/use-wide';
import { DesktopMenuBar as OnServer } from './desktop-menu-bar';

/*
 * The bar's code: the server's; in the browser loaded when the bar is to be live, on a wide screen with the app, before
 * hydration (as components/catalog/island-product-card.ts).
 */
let loaded: ComponentType | null = typeof window === 'undefined' ? OnServer : null;
let loading: Promise<ComponentType> | undefined;
const loadBar = () => (loading ??= import('./desktop-menu-bar').then((m) => (loaded = m.DesktopMenuBar)));
if (typeof window !== 'undefined' && window.matchMedia(WIDE_QUERY).matches) void loadBar();

/**
 * The desktop category bar. Until it is live (below its breakpoint, where it is not shown, or while its code loads) it is a
 * static island: hydration keeps the server's bar (docs/adr/0029-static-islands.md) and a phone never loads its code unless
 * the screen becomes wide enough. Memoised: no props, so the layout's re-renders leave it alone.
 */
function DesktopMenuSlot() {
  const wide = useWide();
  const [Bar, setBar] = useState(() => loaded);
  const live = wide && Bar !== null;
  const island = useStaticIsland([live, useRouter().locale], undefined, !live);
  const needed = wide || !island.keep;
  useEffect(() => {
    if (needed && !Bar) void loadBar().then((component) => setBar(() => component));
  }, [needed, Bar]);
  return <div {...island.props}>{island.keep || !Bar ? null : <Bar />}</div>;
}

export const DesktopMenu = memo(DesktopMenuSlot);
