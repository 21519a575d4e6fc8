import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import i18nConfig from '@/next-i18next.config.js';
import { BRAND, type Locale } from '@/lib/locales';

/** Namespaces of the shell, on every page: shell texts, brand texts, the consent banner. */
export const SHELL_NAMESPACES = ['translation', BRAND, 'consent'] as const;

type Translations = Awaited<ReturnType<typeof serverSideTranslations>>;
const loaded = new Map<string, Promise<Translations>>();

/**
 * The namespaces every page needs (the shell) plus the page's own. The files do not
 * change while the server runs, so each locale and namespace set is loaded once per
 * process (serverSideTranslations builds a whole i18next instance per call); in
 * development they are reloaded so edits show.
 */
export function pageTranslations(locale: Locale, namespaces: readonly string[] = []): Promise<Translations> {
  const all = Array.from(new Set([...SHELL_NAMESPACES, ...namespaces]));
  const key = `${locale}|${all.join(',')}`;
  const load = () => serverSideTranslations(locale, all, { ...i18nConfig, serializeConfig: false });
  if (process.env.NODE_ENV === 'development') return load();
  let promise = loaded.get(key);
  if (!promise) {
    promise = load();
    // A failed load is not kept: the next page tries again.
    promise.catch(() => loaded.delete(key));
    loaded.set(key, promise);
  }
  return promise;
}
