// First: hydration starts inside a transition (docs/adr/0012).
import '@/components/app/hydrate-in-transition';
// Before any CSS: under `next dev` the injected <style> elements carry the CSP nonce.
import '@/browser/dev-style-nonce';
import '@fontsource/mulish/latin-400.css';
import '@fontsource/mulish/latin-700.css';
import '@fontsource/mulish/latin-800.css';
import '@/styles/global.css';
import { Suspense, lazy, useEffect, useLayoutEffect, useState } from 'react';
import type { AppProps } from 'next/app';
import Router, { useRouter } from 'next/router';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { useScrollRestoration } from '@/components/app/use-scroll-restoration';
import { ServiceUnavailable as ServiceUnavailableOnServer } from '@/components/errors/service-unavailable';
import { ConsentFirstLayer } from '@/components/consent/consent-first-layer';
import { Layout } from '@/components/layout/layout';
import { i18nAppConfig } from '@/components/i18n/client-config';
import { appWithSharedTranslation } from '@/components/i18n/app-with-translation';
import { TranslationBridge } from '@/components/i18n/use-t';
import { browserContext } from '@/browser/browser-context';
import { installLinkNavigation } from '@/browser/link-navigation';
import { marketOf, toLocale } from '@/lib/locales';
import { setUnknownRouteKeyHandler } from '@/lib/routes/hrefs';
import type { BasePageProps } from '@/server/page-props';
import { browserIdentity } from '@/browser/browser-cookies';
import { createMenuApi } from '@/services/api-client/menu';
import { createPurchaseApi } from '@/services/api-client/purchase';
import { firstPageShell, preloadedStateFrom, type ServerCartProps } from '@/store/preload';
import { FormKeyProvider } from '@/components/ui/form-key';
import { markHydrated, useHydrated } from '@/components/ui/use-hydrated';
import { warmIslandParts } from '@/components/ui/static-island';
import { makeStore } from '@/store/store';
import { theme } from '@/styles/theme';

// A route key that is not in the table (content from a service) is logged, not fatal.
if (typeof window !== 'undefined') {
  setUnknownRouteKeyHandler(
    (key, locale) => void import('@/browser/beacon-logger').then((m) => m.clientLogger.warn({ key, locale }, 'unknown route key')),
  );
}

// Rendered only when a page's own data is unavailable (503): the server's, and in the browser loaded then (the build drops the static
// import from the browser's bundle: next.config.js LATER_PARTS), so its code is not in the first load.
const ServiceUnavailable =
  typeof window === 'undefined'
    ? ServiceUnavailableOnServer
    : lazy(() => import('@/components/errors/service-unavailable').then((m) => ({ default: m.ServiceUnavailable })));

// Consent gate, feature flags, analytics and error reporting: browser only, mounted after hydration has
// committed, so that loading their chunk never holds up or restarts the hydration of the page.
const ClientServices = lazy(() => import('@/components/app/client-services'));

/**
 * Mounts the client services once hydrated. Its own component, so that the switch re-renders only the
 * components that read `useHydrated`: while `App` read it, the switch re-rendered the whole page in one
 * synchronous task right after hydration (0.2-0.36 s on the phone profile of `npm run bench:hydration`;
 * docs/performance.md).
 */
function AfterHydration({ pageType }: { pageType: NonNullable<BasePageProps['pageType']> }) {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <ClientServices pageType={pageType} />
    </Suspense>
  ) : null;
}

/** `bare` (on the component or in the props, as the error page decides per status): no shell layout. */
type Props = AppProps<Partial<BasePageProps> & { bare?: boolean; serverCart?: ServerCartProps | null }> & { Component: { bare?: boolean } };

function App({ Component, pageProps, router }: Props) {
  const { locale } = useRouter();
  // One store per server render and one per browser session: never shared between shoppers.
  const [store] = useState(() => {
    const context = () => browserContext(locale);
    // The first page's shell comes from its own script on a full load (docs/adr/0011).
    return makeStore(
      preloadedStateFrom(firstPageShell(pageProps.shell), pageProps.featureFlags, pageProps.serverCart),
      {
        menu: createMenuApi(context),
        // Loaded with the first message: only the contact pages send one.
        contact: {
          send: (kind, input) => import('@/services/api-client/contact').then((m) => m.createContactApi(context).send(kind, input)),
        },
        purchase: createPurchaseApi(context),
        // Loaded with the first design call: only the DYO engines make one.
        dyo: {
          save: (body) => import('@/services/api-client/dyo').then((m) => m.createDyoApi(context).save(body)),
          design: (dyoId) => import('@/services/api-client/dyo').then((m) => m.createDyoApi(context).design(dyoId)),
        },
        identity: browserIdentity,
        // The locale may change with a client-side navigation: read it when an event is built.
        tracking: {
          market: () => marketOf(toLocale(Router.locale ?? locale)),
          push: (event) => void import('@/browser/tracking/data-layer').then((m) => m.pushToDataLayer(event)),
        },
      },
      { listeners: typeof window !== 'undefined' },
    );
  });
  useScrollRestoration(router);
  // The hydration's commit, before any effect of the page runs: for benchmarks and tests (performance.getEntriesByName('nf:hydrated')).
  useLayoutEffect(() => {
    performance.mark?.('nf:hydrated');
  }, []);
  // The app's scripts load after the first paint (docs/adr/0010): this marks when the page can be used. The switch of the
  // `useHydrated` readers is a render of its own, in a task after the hydration's effects, not one long task with them.
  useEffect(() => {
    const timer = setTimeout(() => {
      markHydrated();
      document.documentElement.dataset.hydrated = '';
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  // Client navigation for every LocalizedLink, from one listener (docs/adr/0021-links-as-plain-anchors.md).
  useEffect(() => installLinkNavigation(Router), []);
  // A navigation's island parts load beside its data, not after it (components/ui/static-island.ts).
  useEffect(() => warmIslandParts(Router.events), []);
  // No Suspense boundary: React's server renderer would reveal one with an inline script of its own, without the nonce. A hydration
  // or a client navigation (both transitions) waits for the code instead.
  const page = pageProps.serviceUnavailable ? <ServiceUnavailable /> : <Component {...pageProps} />;
  return (
    <TranslationBridge>
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          {/* First in the document: the keyboard meets it first, and Tab goes on into the page (it is docked at the bottom). */}
          <ConsentFirstLayer serverView={pageProps.consentView} serverChoice={pageProps.consentChoice} />
          <FormKeyProvider value={pageProps.formKey ?? ''}>
            {Component.bare || pageProps.bare ? page : <Layout notice={pageProps.notice ?? null}>{page}</Layout>}
          </FormKeyProvider>
          <AfterHydration pageType={pageProps.pageType ?? 'error page'} />
        </ThemeProvider>
      </Provider>
    </TranslationBridge>
  );
}

export default appWithSharedTranslation(App, i18nAppConfig);
