/**
 * The shopper's consent as the server sees it: decoded from the IAB TCF v2 TC string cookie (euconsent-v2) the CMP writes. A missing,
 * malformed or foreign TC string (another CMP's, or for another vendor list) grants nothing.
 */
import { TCString } from '@iabtechlabtcf/core';
import { readCookie } from '@/lib/cookies';
import { grantsOf, NO_GRANTS, type ConsentChoice, type ConsentGrants } from '@/lib/consent/consent-model';
import { CMP_ID, PURPOSE_IDS, VENDOR_IDS, VENDOR_ROLES } from '@/lib/consent/vendors';

export function choiceFromTcString(tcString: string): ConsentChoice | null {
  try {
    const model = TCString.decode(tcString);
    if (model.cmpId !== CMP_ID) return null;
    return {
      purposes: PURPOSE_IDS.filter((id) => model.purposeConsents.has(id)),
      vendors: VENDOR_ROLES.filter((role) => model.vendorConsents.has(VENDOR_IDS[role])),
    };
  } catch {
    return null;
  }
}

/** Grants from a request's parsed cookies. */
export function consentFromCookies(cookies: Record<string, string>): ConsentGrants {
  const tcString = readCookie(cookies, 'tcString');
  if (!tcString) return NO_GRANTS;
  return grantsOf(choiceFromTcString(tcString));
}
