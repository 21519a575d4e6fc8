/**
 * The tiny synchronous reader (and writer) of the stored consent choice (no
 * TCF library): everything that must not run without consent asks here first.
 */
import { readBrowserCookie, writeBrowserCookie } from '../browser-cookies';
import { decodeChoice, encodeChoice, grantsOf, type ConsentChoice, type ConsentGrants } from '@/lib/consent/consent-model';

export function readStoredChoice(): ConsentChoice | null {
  return decodeChoice(readBrowserCookie('consent'));
}

export function storedGrants(): ConsentGrants {
  return grantsOf(readStoredChoice());
}

/** The compact summary; the CMP adds the TC string (browser/consent/cmp.ts). */
export function writeStoredChoice(choice: ConsentChoice): void {
  writeBrowserCookie('consent', encodeChoice(choice));
}
