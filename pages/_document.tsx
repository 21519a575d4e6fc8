/**
 * Collects styled-components styles on the server and puts the per-request CSP
 * nonce on every inline script and style Next renders.
 */
import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { Children, Fragment, cloneElement, createElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { SSRConfig } from 'next-i18next/pages';
import { ServerStyleSheet } from 'styled-components';
import { NONCE_HEADER } from '@/lib/csp';
import { CartCountHint } from '@/components/header/cart-count-hint';
// Installs the renderer that keeps static islands' markup (docs/adr/0031-static-island-markup-kept.md).
import '@/components/ui/static-island-markup';
import { cartCountSlot } from '@/server/cart-count';
import { loaderScript } from '@/server/paint-first-loader';
import { moveShellToScript, type PageData } from '@/server/shell-data-script';
import { translationBundle } from '@/server/page-translations';
import type { PageType } from '@/lib/page-types';

/**
 * Pages whose hydration formats no number or date (prices, ratings and dates in static islands, docs/adr/0029;
 * tests/components/product/product-page-hydration.test.tsx counts the product page's formatters): their loader loads
 * no locale data (`warmFormats`, server/paint-first-loader.ts).
 */
const HYDRATES_NO_FORMATS: ReadonlySet<PageType> = new Set(['start page', 'category', 'product']);

/**
 * Runs in the head, before the body paints: on a history traversal, marks the document when the consent cookie exists (its value
 * is checked after hydration), so that a copy of the page from before the choice never shows the first layer to a shopper who has
 * chosen: a browser may answer back and forward from its HTTP cache without asking the server (Chromium's honours `Vary: Cookie`
 * and asks; e2e/consent-banner.spec.ts plays one that does not). Any other load is the server's answer for the cookies of that
 * moment (`Cache-Control: private, no-cache`; nginx keys on the consent variant). Reading `document.cookie`, a synchronous call to
 * the browser's cookie store while the page's requests start, had cost 28 ms of the start page's boot-up at 4× on every load
 * (2026-11-29, docs/performance.md). A press on the first layer before React is there needs nothing here: the layer is a form, and
 * the browser posts it (server/forms/consent.ts).
 */
const CONSENTED_SCRIPT =
  "if(performance.getEntriesByType('navigation')[0]?.type==='back_forward'&&/(?:^|;\\s*)nf_consent=/.test(document.cookie))document.documentElement.classList.add('nf-consented');";

type ScriptElement = ReactElement<{ src?: string }>;

/** Next's head, except that its chunk scripts become one loader that runs after the first paint. */
class PaintFirstHead extends Head {
  /** Scripts that must run before Next's: the first page's translations and shell (ADR 0009, 0011). */
  declare readonly props: Head['props'] & { dataScripts?: readonly string[]; warmFormats?: boolean };
  private pending: string[] = [];

  private collect(elements: unknown): ReactElement[] {
    const kept: ReactElement[] = [];
    for (const element of ([] as unknown[]).concat(elements)) {
      if (!isValidElement(element)) continue;
      const src = (element as ScriptElement).props.src;
      if (src) this.pending.push(src);
      else kept.push(element);
    }
    return kept;
  }

  /**
   * No `<script nomodule>` polyfills (the webpack build lists them, ADR 0017): only browsers without ES
   * modules load them, and those cannot run the app's chunks, which target Next's modern browserslist.
   * The page works there as server HTML with plain links, as it does before hydration everywhere.
   */
  override getPolyfillScripts(): ReactElement[] {
    return [];
  }

  override getDynamicChunks(files: Parameters<Head['getDynamicChunks']>[0]) {
    return this.collect(super.getDynamicChunks(files));
  }

  override getScripts(files: Parameters<Head['getScripts']>[0]) {
    const inline = this.collect(super.getScripts(files));
    const { nonce, dataScripts = [], warmFormats } = this.props;
    const urls = [...dataScripts, ...this.pending];
    const loader = loaderScript(urls, { warmFormats });
    return [...inline, <script key="paint-first-loader" nonce={nonce} dangerouslySetInnerHTML={{ __html: loader }} />];
  }

  override render() {
    // The data scripts and the formats flag are for the loader, not attributes of <head>.
    const head = super.render() as ReactElement<{ dataScripts?: readonly string[]; warmFormats?: boolean; children?: ReactNode }>;
    const { dataScripts: _dataScripts, warmFormats: _warmFormats, children, ...props } = head.props;
    return createElement('head', props, ...Children.toArray(children).map((child) => withDevStyleNonce(child, this.props.nonce)));
  }
}

/**
 * `next dev` hides the body with an inline `<style data-next-hide-fouc>` (and shows it again in a `<noscript>`)
 * until its injected CSS is in; with the nonce, the page's strict style-src admits them. A production page has none.
 */
function withDevStyleNonce(node: ReactNode, nonce: string | undefined): ReactNode {
  if (!nonce || !isValidElement<{ children?: ReactNode; nonce?: string; 'data-next-hide-fouc'?: boolean }>(node)) return node;
  if (node.type === 'style') return node.props.nonce ? node : cloneElement(node, { nonce });
  const hideFouc = node.type === Fragment || (node.type === 'noscript' && node.props['data-next-hide-fouc']);
  if (!hideFouc) return node;
  return cloneElement(node, undefined, ...Children.toArray(node.props.children).map((child) => withDevStyleNonce(child, nonce)));
}

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
      // The header's cart count for this response (server/cart-count.ts): context, not page data, so it is never in __NEXT_DATA__.
      const cartCount = ctx.req ? cartCountSlot(ctx.req) : '';
      ctx.renderPage = () =>
        originalRenderPage({
          enhanceApp: (App) => (props) =>
            sheet.collectStyles(
              <CartCountHint.Provider value={cartCount}>
                <App {...props} />
              </CartCountHint.Provider>,
            ),
        });
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

  /**
   * Likewise the shell (docs/adr/0011-shell-out-of-page-data.md): a complete one leaves the page
   * data for a script at its content hash. A shell with a failed part stays inline (its page is
   * `no-store`, and a script URL would be cached for good); client-side navigations carry none.
   */
  private shellScriptUrl(): string | undefined {
    return moveShellToScript(this.props.__NEXT_DATA__ as PageData);
  }

  override render() {
    const { nonce, locale } = this.props;
    const dataScripts = [this.translationsScriptUrl(), this.shellScriptUrl()].filter((url): url is string => Boolean(url));
    const pageType = (this.props.__NEXT_DATA__.props as { pageProps?: { pageType?: PageType } } | undefined)?.pageProps?.pageType;
    const warmFormats = !pageType || !HYDRATES_NO_FORMATS.has(pageType);
    return (
      <Html lang={locale ?? this.props.__NEXT_DATA__.locale}>
        <PaintFirstHead nonce={nonce} dataScripts={dataScripts} warmFormats={warmFormats}>
          {nonce ? <meta property="csp-nonce" content={nonce} /> : null}
          {/* Before the body paints: a shopper who has chosen never sees the consent dialog's first layer (in the HTML for everyone). */}
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: CONSENTED_SCRIPT }} />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        </PaintFirstHead>
        <body>
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
