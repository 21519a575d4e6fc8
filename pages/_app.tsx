import '@fontsource/mulish/latin-400.css';
import '@fontsource/mulish/latin-700.css';
import '@fontsource/mulish/latin-800.css';
import { useState } from 'react';
import type { AppProps } from 'next/app';
import { useRouter } from 'next/router';
import { appWithTranslation } from 'next-i18next/pages';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { useScrollRestoration } from '@/components/app/use-scroll-restoration';
import { Layout } from '@/components/layout/layout';
import { i18nAppConfig } from '@/lib/i18n-client-config';
import { browserContext } from '@/lib/browser-context';
import type { BasePageProps } from '@/lib/page-props';
import { browserIdentity } from '@/lib/browser-cookies';
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
    });
  });
  useScrollRestoration(router);
  const page = <Component {...pageProps} />;
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {Component.bare ? page : <Layout>{page}</Layout>}
      </ThemeProvider>
    </Provider>
  );
}

export default appWithTranslation(App, i18nAppConfig);
