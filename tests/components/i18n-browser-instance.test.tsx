/**
 * The browser's translation path (components/i18n/app-with-translation.tsx): one i18next instance for the session, built from the first
 * page's script translations so that the hydration renders the server's text, with the namespaces later pages bring added, a change of
 * locale followed, and missing keys reported (but not in the render between a locale's texts arriving and the language changing).
 */
import { act, render, screen } from '@testing-library/react';
import { useContext, type ComponentType } from 'react';
import { I18nContext } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { AppProps } from 'next/app';
import type { UserConfig } from 'next-i18next/pages';
import { appWithSharedTranslation } from '@/components/i18n/app-with-translation';
import { TranslationBridge, useT } from '@/components/i18n/use-t';

const missing: string[] = [];
const config = {
  i18n: { locales: ['sv-SE', 'fi-FI'], defaultLocale: 'sv-SE' },
  defaultNS: 'translation',
  fallbackNS: ['translation'],
  nsSeparator: ':::',
  keySeparator: '::',
  showSupportNotice: false,
  saveMissing: true,
  missingKeyHandler: (_languages: readonly string[], _ns: string, key: string) => missing.push(key),
} as unknown as UserConfig;

function Start() {
  const { t } = useT();
  return <p>{[t('header::cart'), t('header::cartLabel', { count: 1 }), t('header::cartLabel', { count: 3 })].join(' | ')}</p>;
}
function Category() {
  const { t } = useT('catalog');
  return <p>{t('breadcrumbs::home')}</p>;
}
function Cart() {
  const { t } = useT('cart' as 'catalog');
  return <p>{t('page::title' as 'breadcrumbs::home')}</p>;
}
function App({ Component, pageProps }: AppProps) {
  return (
    <TranslationBridge>
      <Component {...pageProps} />
    </TranslationBridge>
  );
}

const sv = { header: { cart: 'Varukorg', cartLabel_one: '{{count}} vara', cartLabel_other: '{{count}} varor' } };
const fi = { header: { cart: 'Ostoskori', cartLabel_one: '{{count}} tuote', cartLabel_other: '{{count}} tuotetta' } };

const props = (Component: ComponentType, locale: string, ns: string[], initialI18nStore: object) =>
  ({
    Component,
    pageProps: { _nextI18Next: { initialI18nStore, initialLocale: locale, ns, userConfig: null } },
    router: { locale },
  }) as unknown as AppProps;

describe('browser translations', () => {
  beforeEach(() => {
    missing.length = 0;
    delete window.__NF_I18N__;
  });

  it('renders the first page from the script translations, then adds what later pages bring and follows a change of locale', async () => {
    const Wrapped = appWithSharedTranslation(App as ComponentType<AppProps>, config);
    // The first page's data carries no translations: the document's script does.
    window.__NF_I18N__ = { 'sv-SE': { translation: sv } };
    const { rerender } = render(<Wrapped {...props(Start, 'sv-SE', ['translation'], {})} />);
    expect(screen.getByText('Varukorg | 1 vara | 3 varor')).toBeTruthy();

    // A client navigation's data brings a namespace the first page did not have.
    rerender(
      <Wrapped {...props(Category, 'sv-SE', ['translation', 'catalog'], { 'sv-SE': { catalog: { breadcrumbs: { home: 'Fynd' } } } })} />,
    );
    expect(screen.getByText('Fynd')).toBeTruthy();

    // Another locale: its texts arrive with the page and the language follows. The render before the change looks for a namespace
    // only the new locale has, in the old language: that is not a missing key.
    await act(async () => {
      rerender(
        <Wrapped
          {...props(Cart, 'fi-FI', ['translation', 'cart'], { 'fi-FI': { translation: fi, cart: { page: { title: 'Ostoskorisi' } } } })}
        />,
      );
    });
    expect(screen.getByText('Ostoskorisi')).toBeTruthy();
    await act(async () => {
      rerender(<Wrapped {...props(Start, 'fi-FI', ['translation'], {})} />);
    });
    expect(screen.getByText('Ostoskori | 1 tuote | 3 tuotetta')).toBeTruthy();
    expect(missing).toEqual([]);
  });

  it('reports a key that is missing, once the language has settled', async () => {
    const Wrapped = appWithSharedTranslation(App as ComponentType<AppProps>, config);
    function Missing() {
      const { t } = useT();
      return <p>{t('header::nope' as 'header::cart')}</p>;
    }
    await act(async () => {
      render(<Wrapped {...props(Missing, 'sv-SE', ['translation'], { 'sv-SE': { translation: sv } })} />);
    });
    expect(screen.getByText('header::nope')).toBeTruthy();
    expect(missing).toEqual(['header::nope']);
  });

  it('renders again in the new language when the instance changes it', async () => {
    const Wrapped = appWithSharedTranslation(App as ComponentType<AppProps>, config);
    let instance: I18n | undefined;
    function Probe() {
      instance = useContext(I18nContext).i18n;
      return <Start />;
    }
    await act(async () => {
      render(<Wrapped {...props(Probe, 'sv-SE', ['translation'], { 'sv-SE': { translation: sv }, 'fi-FI': { translation: fi } })} />);
    });
    expect(screen.getByText('Varukorg | 1 vara | 3 varor')).toBeTruthy();
    await act(async () => {
      await instance?.changeLanguage('fi-FI');
    });
    expect(screen.getByText('Ostoskori | 1 tuote | 3 tuotetta')).toBeTruthy();
  });
});
