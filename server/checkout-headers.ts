/**
 * The consent-dependent headers of a checkout call (docs/spec.md §6), from the shopper's cookies: the
 * JSON proxy (server/api-handlers/purchase-proxy.ts) and the cart's rebate form (server/forms/cart.ts) send the same.
 */
import { readCookie } from '@/lib/cookies';
import type { CheckoutHeaders } from '@/services/purchase/client';
import { consentFromCookies } from './tc-string-consent';

export function checkoutHeaders(cookies: Record<string, string>): CheckoutHeaders {
  const consent = consentFromCookies(cookies);
  return {
    gaClientId: consent.analytics ? cookies._ga : undefined,
    marketingConsent: consent.marketing,
    isQliro: false,
    // Sent only while the shopper's consent allows them (docs/spec.md §6).
    recommendationCustomerKey: consent.recommendation ? readCookie(cookies, 'recommendationCustomerKey') : undefined,
    recommendationSessionKey: consent.recommendation ? readCookie(cookies, 'recommendationSessionKey') : undefined,
  };
}
