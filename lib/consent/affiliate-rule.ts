/**
 * The affiliate cookie rule (docs/spec.md §6): set only with the affiliate vendor's consent and utm_source=tradedoubler (value: the tduid
 * parameter); removed when a gad_source parameter exists or utm_source is bing, and when consent is missing or withdrawn. Anything else
 * leaves the cookie as it is.
 */
import { isValidCookieValue } from '../cookies';

export interface AffiliateInput {
  consent: boolean;
  /** The page's query parameters (first value of each). */
  utmSource: string | undefined;
  gadSource: string | undefined;
  tduid: string | undefined;
}

export type AffiliateAction = { kind: 'set'; value: string } | { kind: 'delete' } | { kind: 'keep' };

export function affiliateCookieAction({ consent, utmSource, gadSource, tduid }: AffiliateInput): AffiliateAction {
  const source = utmSource?.trim().toLowerCase();
  // Another network took the click: the affiliate no longer gets the sale.
  if (gadSource !== undefined || source === 'bing') return { kind: 'delete' };
  if (!consent) return { kind: 'delete' };
  if (source === 'tradedoubler' && tduid && isValidCookieValue('affiliate', tduid)) return { kind: 'set', value: tduid };
  return { kind: 'keep' };
}

/** The inputs from a query string such as window.location.search. */
export function affiliateParams(search: string): Omit<AffiliateInput, 'consent'> {
  const params = new URLSearchParams(search);
  const get = (name: string) => params.get(name) ?? undefined;
  return { utmSource: get('utm_source'), gadSource: get('gad_source'), tduid: get('tduid') };
}
