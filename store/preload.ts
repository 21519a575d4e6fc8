/** Turns the shell data a page loaded on the server into the store's preloaded state. */
import type { ShellData } from '@/services/shop/models';
import { featureFlagDefaults } from '@/lib/feature-flags';
import { menuStateFrom } from './menu-slice';
import { initialSiteState } from './site-slice';
import type { PreloadedState } from './store';

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
