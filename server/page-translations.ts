import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import i18nConfig from '@/next-i18next.config.js';
import { BRAND, type Locale } from '@/lib/locales';
import { isDevelopment } from '@/lib/public-env';
import { contentHash } from './content-hash';

/** Namespaces of the shell, on every page: shell texts, brand texts, the consent banner. */
const SHELL_NAMESPACES = ['translation', BRAND, 'consent'] as const;

type Translations = Awaited<ReturnType<typeof serverSideTranslations>>;
const loaded = new Map<string, Promise<Translations>>();

/**
 * The namespaces every page needs (the shell) plus the page's own. The files do not change while the server runs, so each locale and
 * namespace set is loaded once per process (serverSideTranslations builds a whole i18next instance per call); in development they are
 * reloaded so edits show.
 */
export function pageTranslations(locale: Locale, namespaces: readonly string[] = []): Promise<Translations> {
  const all = Array.from(new Set([...SHELL_NAMESPACES, ...namespaces]));
  const key = `${locale}|${all.join(',')}`;
  const load = () => serverSideTranslations(locale, all, { ...i18nConfig, serializeConfig: false });
  if (isDevelopment()) return load();
  let promise = loaded.get(key);
  if (!promise) {
    promise = load();
    // A failed load is not kept: the next page tries again.
    promise.catch(() => loaded.delete(key));
    loaded.set(key, promise);
  }
  return promise;
}

/** What a page's `_nextI18Next` prop holds (next-i18next's SSRConfig). */
type I18nProps = Translations['_nextI18Next'];

interface Bundle {
  /** Where the browser loads the translations from (immutable: the hash changes with the text). */
  url: string;
  /** The script's body: the same store the server rendered with. */
  body: string;
}

const bundles = new WeakMap<object, Bundle>();

/**
 * The page's translations as a script of their own (docs/adr/0009-translations-out-of-page-data.md): no copy of them in `__NEXT_DATA__`,
 * and the browser keeps the file for every later page of the same locale and namespaces. Computed once per store.
 */
export function translationBundle(props: I18nProps | undefined): Bundle | undefined {
  const store = props?.initialI18nStore;
  const locale = props?.initialLocale;
  if (!store || !locale || Object.keys(store).length === 0) return undefined;
  let bundle = bundles.get(store);
  if (!bundle) {
    const json = JSON.stringify(store);
    const namespaces = (props.ns ?? []).join('+');
    bundle = { url: `/api/i18n/${locale}/${namespaces}/${contentHash(json)}/`, body: `self.__NF_I18N__=${json};\n` };
    bundles.set(store, bundle);
  }
  return bundle;
}
