/** Turns the shell data a page loaded on the server into the store's preloaded state. */
import type { ShellData } from '@/services/shop/models';
import { featureFlagDefaults } from '@/lib/feature-flags';
import { menuStateFrom } from './menu-slice';
import { initialSiteState } from './site-slice';
import type { PreloadedState } from './store';

declare global {
  interface Window {
    /** The first page's shell, set by the script `pages/_document.tsx` puts before Next's (docs/adr/0011). */
    __NF_SHELL__?: ShellData;
  }
}

/**
 * The shell for the store of a session's first page: its props' own (the server, and a page whose
 * shell stayed inline because a part failed), else what the shell script left on `window` (the
 * document took it out of `__NEXT_DATA__`).
 */
export function firstPageShell(fromProps: ShellData | null | undefined): ShellData | null | undefined {
  if (fromProps || typeof window === 'undefined') return fromProps;
  return window.__NF_SHELL__ ?? fromProps;
}

export function preloadedStateFrom(shell: ShellData | null | undefined, featureFlags?: Record<string, boolean>): PreloadedState | undefined {
  if (!shell) return undefined;
  return {
    menu: menuStateFrom(shell.menu ?? []),
    site: {
      ...initialSiteState,
      settings: shell.settings,
      footer: shell.footer,
      badges: shell.badges ?? {},
      fees: shell.fees,
      // Resolved on the server (defaults, remote, this browser's cookie overrides) so SSR shows the right variant.
      featureFlags: featureFlags ?? featureFlagDefaults(),
    },
  };
}
