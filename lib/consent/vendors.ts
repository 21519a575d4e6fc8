/**
 * The consent model: the TCF purposes we ask for, our vendors and what each needs before it runs (docs/spec.md §6). Vendor ids are the
 * local vendor list's; in production they become the real GVL ids: change them here and nowhere else.
 */
export const CMP_ID = 2;
export const CMP_VERSION = 1;
export const VENDOR_LIST_URL = '/consent/vendor-list.json';

/** TCF v2.2 purposes 1–11, in order. */
export const PURPOSE_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
export type PurposeId = (typeof PURPOSE_IDS)[number];

export const VENDOR_ROLES = ['analytics', 'marketing', 'recommendation', 'affiliate'] as const;
export type VendorRole = (typeof VENDOR_ROLES)[number];

export const VENDOR_IDS: Record<VendorRole, number> = { analytics: 1901, marketing: 1902, recommendation: 1903, affiliate: 1904 };

/**
 * What a vendor needs: its own consent and these purposes. Purpose 1 (store and access information on a device) for every vendor, because
 * each writes a cookie; recommendations need the personalised-content purposes 5 and 6.
 */
export const REQUIRED_PURPOSES: Record<VendorRole, readonly PurposeId[]> = {
  analytics: [1, 8, 9],
  marketing: [1, 2, 7],
  recommendation: [1, 5, 6],
  affiliate: [1, 7],
};

/** Affiliate (Tradedoubler) program ids per market (docs/spec.md §9). */
export const AFFILIATE_PROGRAM_IDS = { SE: 46, NO: 116, FI: 345, DK: 120 } as const;
