/**
 * next-i18next's `appWithTranslation`, but a server render reuses one i18next instance per translations object (loaded once per process)
 * instead of building one per request. The browser keeps next-i18next's behaviour (docs/adr/0009-translations-out-of-page-data.md).
 */
import i18next, { type i18n as I18n, type InitOptions, type Resource } from 'i18next';
import type { ComponentType } from 'react';
import { appWithTranslation, type SSRConfig, type UserConfig } from 'next-i18next/pages';
import type { AppProps } from 'next/app';
import { I18nextProvider } from 'react-i18next';

const serverInstances = new WeakMap<Resource, I18n>();

/** The options next-i18next's createConfig gives a server-side client, for one locale and namespace set. */
function serverInitOptions(config: UserConfig, locale: string, ns: readonly string[], resources: Resource): InitOptions {
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
    instance = i18next.createInstance(serverInitOptions(config, locale, props?.ns ?? [], resources));
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
 * back before next-i18next reads them. Later pages' data requests carry their translations as usual.
 */
export function withScriptTranslations(i18n: SSRConfig['_nextI18Next'] | undefined, fromScript: Resource | undefined): void {
  if (!i18n || !fromScript) return;
  if (Object.keys(i18n.initialI18nStore ?? {}).length > 0) return;
  i18n.initialI18nStore = fromScript;
}

export function appWithSharedTranslation<P extends PropsWithTranslations>(App: ComponentType<P>, config: UserConfig): ComponentType<P> {
  if (typeof window !== 'undefined') {
    const Wrapped = appWithTranslation(App, config) as unknown as ComponentType<P>;
    const AppInBrowser = (props: P) => {
      withScriptTranslations(props.pageProps?._nextI18Next, window.__NF_I18N__);
      return <Wrapped {...props} />;
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
