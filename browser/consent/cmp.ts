/**
 * Our IAB TCF v2 CMP. The libraries are large, so this is only ever loaded by a dynamic import after
 * hydration (components/consent/consent-gate.tsx): never import it from the first-load bundle.
 * Vendor list and production GVL: docs/consent-tracking-flags.md#consent.
 */
import { CmpApi } from '@iabtechlabtcf/cmpapi';
import { GVL } from '@iabtechlabtcf/core';
import { deleteBrowserCookie, readBrowserCookie, writeBrowserCookie } from '../browser-cookies';
import type { Locale } from '@/lib/locales';
import type { ConsentChoice } from '@/lib/consent/consent-model';
import { tcStringOf } from '@/lib/consent/tc-string';
import { CMP_ID, CMP_VERSION, VENDOR_LIST_URL } from '@/lib/consent/vendors';

let api: CmpApi | undefined;
let gvl: Promise<GVL> | undefined;

/** Exposes window.__tcfapi with the stored TC string ('' = GDPR applies, no choice yet). */
export function startCmp(uiVisible: boolean): void {
  api ??= new CmpApi(CMP_ID, CMP_VERSION, true);
  api.update(readBrowserCookie('tcString') ?? '', uiVisible);
}

function vendorList(): Promise<GVL> {
  gvl ??= fetch(VENDOR_LIST_URL)
    .then((response) => {
      if (!response.ok) throw new Error(`vendor list: HTTP ${response.status}`);
      return response.json();
    })
    .then((json) => new GVL(json))
    .catch((error: unknown) => {
      gvl = undefined; // a later choice retries
      throw error;
    });
  return gvl;
}

/** The TC string of a choice. */
export async function encodeTcString(choice: ConsentChoice, locale: Locale): Promise<string> {
  return tcStringOf(await vendorList(), choice, locale);
}

/**
 * Stores a choice's TC string (for the server and TCF vendors) and tells
 * __tcfapi listeners. The compact summary is written before, synchronously
 * (browser/consent/stored-choice.ts), so our own code follows the choice even if
 * the vendor list cannot load.
 */
export async function saveTcString(choice: ConsentChoice, locale: Locale): Promise<void> {
  try {
    writeBrowserCookie('tcString', await encodeTcString(choice, locale));
  } catch (error) {
    // Without a TC string the server and TCF vendors see no consent at all: the safe side.
    deleteBrowserCookie('tcString');
    throw error;
  } finally {
    startCmp(false);
  }
}
