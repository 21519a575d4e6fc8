/**
 * What next-i18next's `appWithTranslation` does, without its wrapper: a server render reuses one i18next instance per translations object
 * (loaded once per process) instead of building one per request; the browser builds one instance for the session with the same options
 * and adds the namespaces that later pages' data bring. The wrapper's config merge and statics copier were 1.9 kB of every first load
 * (docs/adr/0009-translations-out-of-page-data.md).
 */
import i18next, { type i18n as I18n, type InitOptions, type Resource } from 'i18next';
import { useLayoutEffect, type ComponentType } from 'react';
import type { SSRConfig, UserConfig } from 'next-i18next/pages';
import type { AppProps } from 'next/app';
import { I18nextProvider } from 'react-i18next';

const serverInstances = new WeakMap<Resource, I18n>();

/** The options next-i18next's createConfig gives a client (its own defaults and ours), for one locale and namespace set. */
function initOptions(config: UserConfig, locale: string, ns: readonly string[], resources: Resource): InitOptions {
  const { i18n, ...rest } = config;
  return {
    ...rest,
    lng: locale,
    fallbackLng: rest.fallbackLng ?? i18n.defaultLocale,
    ns: [...ns],
    resources,
    load: 'currentOnly',
    initAsync: false,
    react: { useSuspense: false },
    interpolation: { escapeValue: false, ...rest.interpolation },
  } as InitOptions;
}

function serverInstance(config: UserConfig, props: SSRConfig['_nextI18Next'] | undefined, fallbackLocale: string): I18n | undefined {
  const resources = props?.initialI18nStore as Resource | undefined;
  if (!resources) return undefined;
  const locale = props?.initialLocale ?? fallbackLocale;
  let instance = serverInstances.get(resources);
  if (!instance || instance.language !== locale) {
    instance = i18next.createInstance(initOptions(config, locale, props?.ns ?? [], resources));
    // Synchronous: the resources are in memory (initAsync: false).
    void instance.init();
    serverInstances.set(resources, instance);
  }
  return instance;
}

type PropsWithTranslations = AppProps<Partial<SSRConfig>>;

declare global {
  interface Window {
    /** The first page's translations, set by the script `pages/_document.tsx` puts before Next's. */
    __NF_I18N__?: Resource;
  }
}

/**
 * The first page's `__NEXT_DATA__` carries no copy of its translations (the document moved them to a script of their own): they are put
 * back before the browser's instance reads them. Later pages' data requests carry their translations as usual.
 */
export function withScriptTranslations(i18n: SSRConfig['_nextI18Next'] | undefined, fromScript: Resource | undefined): void {
  if (!i18n || !fromScript) return;
  if (Object.keys(i18n.initialI18nStore ?? {}).length > 0) return;
  i18n.initialI18nStore = fromScript;
}

/** Adds the bundles the instance does not have yet (a namespace or locale that a later page's data brings), as next-i18next does. */
function addMissingBundles(instance: I18n, resources: Resource | undefined): void {
  if (!resources) return;
  for (const [locale, bundles] of Object.entries(resources)) {
    for (const [ns, bundle] of Object.entries(bundles)) {
      if (!instance.hasResourceBundle(locale, ns)) instance.addResourceBundle(locale, ns, bundle, true, true);
    }
  }
}

/**
 * The browser's instance for `App`'s lifetime: built at the first render, synchronously, from the first page's translations, so that the
 * hydration renders the server's text; a later page adds what it brings.
 */
function browserInstance(config: UserConfig, props: SSRConfig['_nextI18Next'] | undefined, locale: string, current: I18n | null): I18n {
  const resources = props?.initialI18nStore as Resource | undefined;
  if (current) {
    addMissingBundles(current, resources);
    return current;
  }
  const instance = i18next.createInstance(
    initOptions(config, locale, props?.ns ?? (typeof config.defaultNS === 'string' ? [config.defaultNS] : []), resources ?? {}),
  );
  // Synchronous: the resources are in memory (initAsync: false).
  void instance.init();
  return instance;
}

export function appWithSharedTranslation<P extends PropsWithTranslations>(App: ComponentType<P>, config: UserConfig): ComponentType<P> {
  if (typeof window !== 'undefined') {
    let instance: I18n | null = null;
    let reportingPaused = false;
    const AppInBrowser = (props: P) => {
      const i18n = props.pageProps?._nextI18Next;
      withScriptTranslations(i18n, window.__NF_I18N__);
      const locale = i18n?.initialLocale ?? props.router?.locale ?? config.i18n.defaultLocale;
      instance = browserInstance(config, i18n, locale, instance);
      const current = instance;
      // A page in another locale renders once in the old language, with the new one's texts added, before the layout effect changes it
      // (TranslationBridge re-renders on the change): missing keys are not reported in between, as in next-i18next.
      if (current.language !== locale && current.options.saveMissing) {
        current.options.saveMissing = false;
        reportingPaused = true;
      }
      useLayoutEffect(() => {
        if (current.language === locale) return;
        void current.changeLanguage(locale).finally(() => {
          if (!reportingPaused) return;
          reportingPaused = false;
          current.options.saveMissing = true;
        });
      }, [current, locale]);
      return (
        <I18nextProvider i18n={current}>
          <App {...props} />
        </I18nextProvider>
      );
    };
    return AppInBrowser;
  }
  function AppOnServer(props: P) {
    const instance = serverInstance(config, props.pageProps?._nextI18Next, props.router?.locale ?? config.i18n.defaultLocale);
    if (!instance) return <App {...props} />;
    return (
      <I18nextProvider i18n={instance}>
        <App {...props} />
      </I18nextProvider>
    );
  }
  return AppOnServer;
}
