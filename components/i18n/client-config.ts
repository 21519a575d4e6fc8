/**
 * next-i18next configuration with the browser's missing-key logging (docs/spec.md §8: key, namespaces, languages, fallback value and URL).
 */
import type { UserConfig } from 'next-i18next/pages';
import baseConfig from '../../next-i18next.config.js';
import { clientLogger } from '@/browser/beacon-logger';

const isBrowser = typeof window !== 'undefined';

export const i18nAppConfig: UserConfig = {
  ...(baseConfig as UserConfig),
  serializeConfig: false,
  saveMissing: isBrowser,
  missingKeyHandler: (languages, namespace, key, fallbackValue) => {
    clientLogger.warn(
      {
        key,
        namespaces: Array.isArray(namespace) ? namespace : [namespace],
        languages: [...languages],
        fallbackValue,
        url: isBrowser ? window.location.href : '',
      },
      'missing translation',
    );
  },
};
