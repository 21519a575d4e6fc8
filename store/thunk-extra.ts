import type { Market } from '@/lib/locales';
import type { DataLayerEvent } from '@/lib/tracking/events';
import type { ContactApi } from '@/services/api-client/contact';
import type { DyoApi } from '@/services/api-client/dyo';
import type { MenuApi } from '@/services/api-client/menu';
import type { PurchaseApi } from '@/services/api-client/purchase';

/** Reads and renews the shopper's ids, kept in cookies in the browser (the server sets the first ones: server/identity.ts). */
export interface IdentityApi {
  userId(): string | undefined;
  cartId(): string | undefined;
  ensureCartId(): string;
  renewCartId(): string;
}

/**
 * What thunks may call, injected into the store so tests can hand in fakes.
 * In the browser: services/api-client (same-origin API routes) and the cookies.
 */
export interface ThunkExtra {
  menu: MenuApi;
  contact: ContactApi;
  purchase: PurchaseApi;
  /** Design-your-own: stores and reads designs (same-origin /api/dyo/). */
  dyo: DyoApi;
  identity: IdentityApi;
  /** Tracking for listeners: the shopper's market and the consent-gated data layer. */
  tracking: { market(): Market; push(event: DataLayerEvent): void };
}
