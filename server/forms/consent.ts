/**
 * POST /api/forms/consent/: the consent banner and settings as a plain form, so consent works without JavaScript. Writes the same cookies
 * the browser's CMP reads and answers 303; nothing that needs consent is set here (docs/consent-tracking-flags.md#consent).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GVL } from '@iabtechlabtcf/core';
import { COOKIES, serializeCookie } from '@/lib/cookies';
import { choiceFromForm, encodeChoice, isConsentFormAction, type ConsentChoice } from '@/lib/consent/consent-model';
import { tcStringOf } from '@/lib/consent/tc-string';
import type { Locale } from '@/lib/locales';
import { isHttpsSite } from '../env';
import { field, fields, formRoute, returnPath, seeOther, withNotice } from './form-post';

let gvl: GVL | undefined;

/** The vendor list the browser's CMP loads (public/consent/vendor-list.json), read once. */
function vendorList(): GVL {
  gvl ??= new GVL(
    JSON.parse(readFileSync(join(process.cwd(), 'public', 'consent', 'vendor-list.json'), 'utf8')) as ConstructorParameters<typeof GVL>[0],
  );
  return gvl;
}

/** The Set-Cookie values of a choice; without the TC string if it cannot be made (the safe side: no consent for vendors). */
function consentCookies(
  choice: ConsentChoice,
  locale: Locale,
  log?: { warn: (data: Record<string, unknown>, message: string) => void },
): string[] {
  const secure = isHttpsSite();
  const cookies = [serializeCookie(COOKIES.consent.name, encodeChoice(choice), { days: COOKIES.consent.days, secure })];
  try {
    cookies.push(serializeCookie(COOKIES.tcString.name, tcStringOf(vendorList(), choice, locale), { days: COOKIES.tcString.days, secure }));
  } catch (error) {
    log?.warn({ err: error instanceof Error ? error.message : String(error) }, 'TC string not written');
    cookies.push(serializeCookie(COOKIES.tcString.name, '', { days: 0, secure }));
  }
  return cookies;
}

export const consentForm = formRoute(async (req, res, ctx, locale) => {
  const back = returnPath(req.body, req.headers, locale);
  const action = field(req.body, 'action');
  if (!isConsentFormAction(action)) return seeOther(res, withNotice(back, 'form-invalid'));
  if (action === 'settings') {
    const url = new URL(withNotice(back, null), 'http://x');
    url.searchParams.set('consent', 'settings');
    return seeOther(res, `${url.pathname}${url.search}`);
  }
  const choice = choiceFromForm(action, fields(req.body, 'purpose'), fields(req.body, 'vendor'));
  res.setHeader('Set-Cookie', consentCookies(choice, locale, ctx.log));
  const url = new URL(withNotice(back, null), 'http://x');
  url.searchParams.delete('consent');
  seeOther(res, `${url.pathname}${url.search}`);
});
