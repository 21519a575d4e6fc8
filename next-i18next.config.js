// @ts-check
/**
 * Locale configuration shared by next.config.js, next-i18next and lib/locales.ts.
 * Namespace separator ":::" and key separator "::" as docs/spec.md §9 says, so keys may
 * contain single colons and dots ("errors::Cart-service unavailable").
 */
const { BRAND: brand } = require('./lib/brand.js');

const locales = ['sv-SE', 'da-DK', 'nb-NO', 'fi-FI', 'en-US'];
const envDefault = process.env.NEXT_PUBLIC_DEFAULT_LOCALE;
const defaultLocale = envDefault && locales.includes(envDefault) ? envDefault : 'sv-SE';

/** @type {import('next-i18next/pages').UserConfig} */
module.exports = {
  i18n: { locales, defaultLocale, localeDetection: false },
  defaultNS: 'translation',
  fallbackNS: [brand, 'translation'],
  nsSeparator: ':::',
  keySeparator: '::',
  // An absolute path on the server without `node:path`: this file is bundled for the browser too.
  localePath: typeof window === 'undefined' ? `${process.cwd()}/public/locales` : '/locales',
  reloadOnPrerender: process.env.NODE_ENV === 'development',
  returnNull: false,
  showSupportNotice: false,
  interpolation: { escapeValue: false },
};
