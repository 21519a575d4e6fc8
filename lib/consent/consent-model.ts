/**
 * A shopper's consent choice and what it allows. Pure and tiny: the browser reads the stored choice synchronously
 * (browser/consent/stored-choice.ts) without loading the TCF libraries, and the server derives the same grants from the TC string
 * (server/tc-string-consent.ts).
 */
import { PURPOSE_IDS, REQUIRED_PURPOSES, VENDOR_ROLES, type PurposeId, type VendorRole } from './vendors';

export interface ConsentChoice {
  /** Purposes the shopper consented to. */
  purposes: PurposeId[];
  /** Vendors the shopper consented to. */
  vendors: VendorRole[];
}

/** What may run, derived from a choice. */
export type ConsentGrants = Record<VendorRole, boolean>;

export const ACCEPT_ALL: ConsentChoice = { purposes: [...PURPOSE_IDS], vendors: [...VENDOR_ROLES] };
export const REJECT_ALL: ConsentChoice = { purposes: [], vendors: [] };
export const NO_GRANTS: ConsentGrants = { analytics: false, marketing: false, recommendation: false, affiliate: false };

export function grantsOf(choice: ConsentChoice | null): ConsentGrants {
  if (!choice) return NO_GRANTS;
  const purposes = new Set<number>(choice.purposes);
  const grant = (role: VendorRole) => choice.vendors.includes(role) && REQUIRED_PURPOSES[role].every((p) => purposes.has(p));
  return {
    analytics: grant('analytics'),
    marketing: grant('marketing'),
    recommendation: grant('recommendation'),
    affiliate: grant('affiliate'),
  };
}

const VERSION = '1';
const SUMMARY = /^1\.([01]{11})\.([01]{4})$/;

/** The compact form kept in the nf_consent cookie: "1.<purpose bits 1–11>.<vendor bits>". */
export function encodeChoice(choice: ConsentChoice): string {
  const purposes = PURPOSE_IDS.map((p) => (choice.purposes.includes(p) ? '1' : '0')).join('');
  const vendors = VENDOR_ROLES.map((v) => (choice.vendors.includes(v) ? '1' : '0')).join('');
  return `${VERSION}.${purposes}.${vendors}`;
}

/** null when absent or not in the expected shape (a tampered cookie means "no choice yet"). */
export function decodeChoice(value: string | undefined): ConsentChoice | null {
  const match = value ? SUMMARY.exec(value) : null;
  if (!match) return null;
  const [, purposeBits, vendorBits] = match as unknown as [string, string, string];
  return {
    purposes: PURPOSE_IDS.filter((_, i) => purposeBits[i] === '1'),
    vendors: VENDOR_ROLES.filter((_, i) => vendorBits[i] === '1'),
  };
}

/** What a consent form sends: the pressed button and, for "save", the ticked purposes and vendors. */
export type ConsentFormAction = 'accept-all' | 'reject-all' | 'save' | 'settings';

export function isConsentFormAction(value: unknown): value is ConsentFormAction {
  return value === 'accept-all' || value === 'reject-all' || value === 'save' || value === 'settings';
}

/**
 * The choice a consent form stands for; null for "settings" (no choice yet). Unknown purpose or vendor values are ignored, never granted.
 */
export function choiceFromForm(
  action: Exclude<ConsentFormAction, 'settings'>,
  purposes: readonly string[],
  vendors: readonly string[],
): ConsentChoice {
  if (action === 'accept-all') return ACCEPT_ALL;
  if (action === 'reject-all') return REJECT_ALL;
  return {
    purposes: PURPOSE_IDS.filter((id) => purposes.includes(String(id))),
    vendors: VENDOR_ROLES.filter((role) => vendors.includes(role)),
  };
}
