import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GVL, TCModel, TCString } from '@iabtechlabtcf/core';
import { consentFromCookies } from '@/server/tc-string-consent';
import { CMP_ID, VENDOR_IDS } from '@/lib/consent/vendors';

const vendorList = JSON.parse(readFileSync(join(__dirname, '../../public/consent/vendor-list.json'), 'utf8'));

function tcString(purposes: number[], vendors: number[], cmpId = CMP_ID): string {
  const model = new TCModel(new GVL(vendorList));
  model.cmpId = cmpId;
  model.cmpVersion = 1;
  model.isServiceSpecific = true;
  model.purposeConsents.set(purposes);
  model.vendorConsents.set(vendors);
  return TCString.encode(model);
}

describe('consent on the server (from the TC string cookie)', () => {
  it('grants what the TC string consents to', () => {
    const all = tcString([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], Object.values(VENDOR_IDS));
    expect(consentFromCookies({ 'euconsent-v2': all })).toEqual({
      analytics: true,
      marketing: true,
      recommendation: true,
      affiliate: true,
    });
    const marketingOnly = tcString([1, 2, 7], [VENDOR_IDS.marketing]);
    expect(consentFromCookies({ 'euconsent-v2': marketingOnly })).toEqual({
      analytics: false,
      marketing: true,
      recommendation: false,
      affiliate: false,
    });
  });

  it('grants nothing without a cookie, with a rejected one, a malformed one or another CMP’s', () => {
    expect(consentFromCookies({}).marketing).toBe(false);
    expect(consentFromCookies({ 'euconsent-v2': tcString([], []) }).marketing).toBe(false);
    expect(consentFromCookies({ 'euconsent-v2': 'not-a-tc-string-at-all-really' }).marketing).toBe(false);
    expect(consentFromCookies({ 'euconsent-v2': tcString([1, 2, 7], [VENDOR_IDS.marketing], 99) }).marketing).toBe(false);
  });

  it('ignores the old marketing cookie', () => {
    expect(consentFromCookies({ nf_consent_marketing: 'true' }).marketing).toBe(false);
  });
});
