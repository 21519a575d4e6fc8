/**
 * Translation keys are typed from the sv-SE files (public/locales/sv-SE/*.json), so a key
 * that is in no namespace fails `tsc`, with or without a default value (strictKeyChecks);
 * tests/lib/translations.test.ts holds the other locales to exactly the same keys.
 * Separators and namespaces as next-i18next.config.js, with the default brand's (nordfynd).
 */
import 'i18next';
import type catalog from '@/public/locales/sv-SE/catalog.json';
import type consent from '@/public/locales/sv-SE/consent.json';
import type dyo from '@/public/locales/sv-SE/dyo.json';
import type nordfynd from '@/public/locales/sv-SE/nordfynd.json';
import type translation from '@/public/locales/sv-SE/translation.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    fallbackNS: ['nordfynd', 'translation'];
    nsSeparator: ':::';
    keySeparator: '::';
    returnNull: false;
    strictKeyChecks: true;
    resources: {
      catalog: typeof catalog;
      consent: typeof consent;
      dyo: typeof dyo;
      nordfynd: typeof nordfynd;
      translation: typeof translation;
    };
  }
}
