/**
 * Collects styled-components styles on the server and puts the per-request CSP
 * nonce on every inline script and style Next renders.
 */
import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { cloneElement, isValidElement, type ReactElement } from 'react';
import type { SSRConfig } from 'next-i18next/pages';
import { ServerStyleSheet } from 'styled-components';
import { NONCE_HEADER } from '@/lib/csp';
import { translationBundle } from '@/server/translations';

/**
 * Runs in the head, before the body paints: marks the document when the consent cookie exists
 * (its value is checked after hydration), and remembers a press on the consent dialog's
 * server-rendered buttons that comes before React is there (ConsentFirstLayer applies it).
 */
const CONSENTED_SCRIPT = [
  "if(/(?:^|;\\s*)nf_consent=/.test(document.cookie))document.documentElement.classList.add('nf-consented');",
  "document.addEventListener('click',function(e){var b=e.target&&e.target.closest&&e.target.closest('[data-consent-action]');",
  "if(b&&!window.__nfConsentReady){window.__nfConsentAction=b.getAttribute('data-consent-action');}},true);",
].join('');

interface Props extends DocumentInitialProps {
  nonce?: string;
}

export default class AppDocument extends Document<Props> {
  static override async getInitialProps(ctx: DocumentContext): Promise<Props> {
    const sheet = new ServerStyleSheet();
    const originalRenderPage = ctx.renderPage;
    const header = ctx.req?.headers[NONCE_HEADER];
    const nonce = typeof header === 'string' ? header : undefined;
    try {
      ctx.renderPage = () =>
        originalRenderPage({ enhanceApp: (App) => (props) => sheet.collectStyles(<App {...props} />) });
      const initialProps = await Document.getInitialProps(ctx);
      const styleElements = sheet
        .getStyleElement()
        .map((el) => (isValidElement(el) ? cloneElement(el as ReactElement<{ nonce?: string }>, { nonce }) : el));
      return { ...initialProps, nonce, styles: [initialProps.styles, ...styleElements] };
    } finally {
      sheet.seal();
    }
  }

  /**
   * The page was rendered with its translations; the browser gets them from a script of their
   * own (cached across pages) instead of a copy in __NEXT_DATA__, which is serialised after this.
   */
  private translationsScriptUrl(): string | undefined {
    const pageProps = (this.props.__NEXT_DATA__.props as { pageProps?: Partial<SSRConfig> } | undefined)?.pageProps;
    const i18n = pageProps?._nextI18Next;
    const bundle = translationBundle(i18n);
    if (!pageProps || !i18n || !bundle) return undefined;
    // A new object: the loaded store is shared by every request of this locale.
    pageProps._nextI18Next = { ...i18n, initialI18nStore: {} };
    return bundle.url;
  }

  override render() {
    const { nonce, locale } = this.props;
    const translationsUrl = this.translationsScriptUrl();
    return (
      <Html lang={locale ?? this.props.__NEXT_DATA__.locale}>
        <Head nonce={nonce}>
          {nonce ? <meta property="csp-nonce" content={nonce} /> : null}
          {/* Before the body paints: a shopper who has chosen never sees the consent dialog's first layer (in the HTML for everyone). */}
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: CONSENTED_SCRIPT }} />
          {/* Deferred like Next's own scripts and before them, so the store is there when the app hydrates. */}
          {translationsUrl ? <script src={translationsUrl} nonce={nonce} defer /> : null}
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        </Head>
        <body>
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
