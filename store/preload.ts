/** Turns the shell data a page loaded on the server into the store's preloaded state. */
import type { ShellData } from '@/services/shop/models';
import { featureFlagDefaults } from '@/lib/feature-flags';
import type { CartErrorCode } from '@/lib/notices';
import type { CheckoutSummary, ServerCart } from '@/services/purchase/models';
import { cartStateFromServer } from './cart-slice';
import { menuStateFrom } from './menu-slice';

/** A cart read on the server for the page's HTML: the cart, or the docs/spec.md §8 code of why it could not be read. */
export interface ServerCartProps {
  cart: ServerCart | null;
  error: CartErrorCode | null;
  /** The totals with the shopper's rebate code (server/cart-page.ts), when one is applied and holds. */
  rebateSummary?: CheckoutSummary | null;
}
import { initialSiteState } from './site-slice';
import type { PreloadedState } from './store';

declare global {
  interface Window {
    /** The first page's shell, set by the script `pages/_document.tsx` puts before Next's (docs/adr/0011). */
    __NF_SHELL__?: ShellData;
  }
}

/**
 * The shell for the store of a session's first page: its props' own (the server, and a page whose shell stayed inline because a part
 * failed), else what the shell script left on `window` (the document took it out of `__NEXT_DATA__`).
 */
export function firstPageShell(fromProps: ShellData | null | undefined): ShellData | null | undefined {
  if (fromProps || typeof window === 'undefined') return fromProps;
  return window.__NF_SHELL__ ?? fromProps;
}

export function preloadedStateFrom(
  shell: ShellData | null | undefined,
  featureFlags?: Record<string, boolean>,
  /** The cart page's server-rendered cart (pages/cart/index.tsx), so the store starts with what the HTML shows. */
  serverCart?: ServerCartProps | null,
): PreloadedState | undefined {
  if (!shell) return undefined;
  return {
    ...(serverCart ? { cart: cartStateFromServer(serverCart.cart, serverCart.error) } : {}),
    // The checkout starts from the server's totals with the rebate code, and sends the code again (docs/spec.md §5).
    ...(serverCart?.rebateSummary
      ? { checkout: { status: 'idle' as const, snippet: null, summary: serverCart.rebateSummary, error: null } }
      : {}),
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
