import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import i18nConfig from '@/next-i18next.config.js';
import { BRAND, type Locale } from '@/lib/locales';

/** Namespaces of the shell, on every page: shell texts, brand texts, the consent banner. */
export const SHELL_NAMESPACES = ['translation', BRAND, 'consent'] as const;

/** The namespaces every page needs (the shell) plus the page's own. */
export function pageTranslations(locale: Locale, namespaces: readonly string[] = []) {
  const all = Array.from(new Set([...SHELL_NAMESPACES, ...namespaces]));
  return serverSideTranslations(locale, all, { ...i18nConfig, serializeConfig: false });
}
