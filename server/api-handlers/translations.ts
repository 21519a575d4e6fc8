import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_LOCALE, isLocale } from '@/lib/locales';
import { pageTranslations, translationBundle } from '../page-translations';
import { ApiError, apiRoute } from './handler';
import { param as one } from '../catalog/not-found';
import { sendHashedScript } from './hashed-script';

let known: Set<string> | undefined;
/** The namespaces there are files for (the same in every locale: a test checks parity). */
function knownNamespaces(): Set<string> {
  known ??= new Set(
    readdirSync(resolve('./public/locales', DEFAULT_LOCALE))
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -5)),
  );
  return known;
}

/**
 * GET /api/i18n/{locale}/{ns+ns…}/{hash}/: a page's translations as a script that sets
 * `self.__NF_I18N__` before Next's own scripts run (server/page-translations.ts translationBundle).
 */
export const translationsRoute = apiRoute(['GET', 'HEAD'], async (req, res) => {
  const locale = one(req.query.locale);
  const namespaces = one(req.query.namespaces).split('+');
  if (!isLocale(locale) || namespaces.length > 12 || !namespaces.every((ns) => knownNamespaces().has(ns))) {
    throw new ApiError(404, 'Unknown translations');
  }
  const translations = await pageTranslations(locale, namespaces);
  const bundle = translationBundle(translations._nextI18Next);
  if (!bundle) throw new ApiError(404, 'Unknown translations');
  sendHashedScript(res, bundle.body, bundle.url.endsWith(`/${one(req.query.hash)}/`) ? 'current' : 'other');
});
