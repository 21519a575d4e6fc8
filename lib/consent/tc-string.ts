/**
 * The TC string of a choice, for a given vendor list: used by the browser's CMP (browser/consent/cmp.ts, which fetches the list) and by the
 * consent form's server route (server/forms/consent.ts, which reads the same file from disk), so both write the same `euconsent-v2`.
 */
import { type GVL, TCModel, TCString } from '@iabtechlabtcf/core';
import { marketOf, type Locale } from '../locales';
import type { ConsentChoice } from './consent-model';
import { CMP_ID, CMP_VERSION, VENDOR_IDS } from './vendors';

export function tcStringOf(gvl: GVL, choice: ConsentChoice, locale: Locale): string {
  const model = new TCModel(gvl);
  model.cmpId = CMP_ID;
  model.cmpVersion = CMP_VERSION;
  model.isServiceSpecific = true;
  model.consentScreen = 1;
  model.consentLanguage = locale.slice(0, 2).toUpperCase();
  model.publisherCountryCode = marketOf(locale);
  model.purposeConsents.set([...choice.purposes]);
  model.vendorConsents.set(choice.vendors.map((role) => VENDOR_IDS[role]));
  return TCString.encode(model);
}
