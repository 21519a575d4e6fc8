/**
 * Applies the consent rules to the browser's cookies: recommendation keys and
 * the affiliate cookie (docs/spec.md §6). Runs on every page view and after every
 * consent change; the rules themselves are pure (affiliate-rule.ts,
 * recommendation-rule.ts).
 */
import { deleteBrowserCookie, readBrowserCookie, writeBrowserCookie } from '../browser-cookies';
import { affiliateCookieAction, affiliateParams } from '@/lib/consent/affiliate-rule';
import type { ConsentGrants } from '@/lib/consent/consent-model';
import { recommendationKeysPlan } from '@/lib/consent/recommendation-rule';

function token(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

export function applyConsentCookies(grants: ConsentGrants, search: string): void {
  const plan = recommendationKeysPlan({
    consent: grants.recommendation,
    customerKey: readBrowserCookie('recommendationCustomerKey'),
    sessionKey: readBrowserCookie('recommendationSessionKey'),
  });
  for (const key of plan.remove) deleteBrowserCookie(key);
  for (const key of plan.create) writeBrowserCookie(key, token());

  const affiliate = affiliateCookieAction({ consent: grants.affiliate, ...affiliateParams(search) });
  if (affiliate.kind === 'set') writeBrowserCookie('affiliate', affiliate.value);
  if (affiliate.kind === 'delete') deleteBrowserCookie('affiliate');
}
