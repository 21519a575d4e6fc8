import '@fontsource/mulish/latin-400.css';
import '@fontsource/mulish/latin-700.css';
import '@fontsource/mulish/latin-800.css';
import { useState } from 'react';
import type { AppProps } from 'next/app';
import Router, { useRouter } from 'next/router';
import { appWithTranslation } from 'next-i18next/pages';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { useScrollRestoration } from '@/components/app/use-scroll-restoration';
import { ConsentGate } from '@/components/consent/consent-gate';
import { Layout } from '@/components/layout/layout';
import { Analytics } from '@/components/tracking/analytics';
import { i18nAppConfig } from '@/lib/i18n-client-config';
import { browserContext } from '@/lib/browser-context';
import { marketOf, toLocale } from '@/lib/locales';
import type { BasePageProps } from '@/lib/page-props';
import { browserIdentity } from '@/lib/browser-cookies';
import { pushToDataLayer } from '@/lib/tracking/data-layer';
import { createAppApi } from '@/services/app-api/client';
import { createPurchaseApi } from '@/services/app-api/purchase';
import { preloadedStateFrom } from '@/store/preload';
import { makeStore } from '@/store/store';
import { GlobalStyle } from '@/styles/global-style';
import { theme } from '@/styles/theme';

type Props = AppProps<Partial<BasePageProps>> & { Component: { bare?: boolean } };

function App({ Component, pageProps, router }: Props) {
  const { locale } = useRouter();
  // One store per server render and one per browser session: never shared between shoppers.
  const [store] = useState(() => {
    const context = () => browserContext(locale);
    return makeStore(preloadedStateFrom(pageProps.shell), {
      api: createAppApi(context),
      purchase: createPurchaseApi(context),
      identity: browserIdentity,
      // The locale may change with a client-side navigation: read it when an event is built.
      tracking: { market: () => marketOf(toLocale(Router.locale ?? locale)), push: pushToDataLayer },
    });
  });
  useScrollRestoration(router);
  const page = <Component {...pageProps} />;
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {Component.bare ? page : <Layout>{page}</Layout>}
        <ConsentGate />
        <Analytics pageType={pageProps.pageType ?? 'error page'} />
      </ThemeProvider>
    </Provider>
  );
}

export default appWithTranslation(App, i18nAppConfig);
