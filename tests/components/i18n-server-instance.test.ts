/**
 * The server's translation path: one i18next instance per set of translations (not one per
 * request), and `useT`'s memo of translated strings, which must never serve a stale or
 * wrong string (counts, interpolated values, resources added later).
 */
import { createElement, useContext, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nContext } from 'react-i18next';
import i18next, { type i18n as I18n } from 'i18next';
import type { AppProps } from 'next/app';
import type { UserConfig } from 'next-i18next/pages';
import { appWithSharedTranslation } from '@/components/i18n/app-with-translation';
import { TranslationBridge, memoKey, useT } from '@/components/i18n/use-t';

const config = {
  i18n: { locales: ['sv-SE', 'fi-FI'], defaultLocale: 'sv-SE' },
  defaultNS: 'translation',
  nsSeparator: ':::',
  keySeparator: '::',
  showSupportNotice: false,
} as UserConfig;

// Keys of translation.json (the keys are typed), with this test's own texts.
const store = (locale: string, hello: string) => ({
  [locale]: {
    translation: {
      header: { cart: hello, cartLabel_one: '{{count}} vara', cartLabel_other: '{{count}} varor', uspFreeShipping: 'Hej {{amount}}' },
    },
  },
});

const seen: I18n[] = [];
const translators: unknown[] = [];
function Page() {
  const { i18n } = useContext(I18nContext);
  seen.push(i18n);
  const { t } = useT();
  translators.push(t);
  return createElement(
    'p',
    null,
    [
      t('header::cart'),
      t('header::cartLabel', { count: 1 }),
      t('header::cartLabel', { count: 3 }),
      t('header::uspFreeShipping', { amount: 'Ada' }),
    ].join(' | '),
  );
}
function App({ Component, pageProps }: AppProps) {
  return createElement(TranslationBridge, null, createElement(Component, pageProps));
}

const Wrapped = appWithSharedTranslation(App as ComponentType<AppProps>, config);
const render = (initialI18nStore: object, initialLocale: string) =>
  renderToString(
    createElement(Wrapped, {
      Component: Page,
      pageProps: { _nextI18Next: { initialI18nStore, initialLocale, ns: ['translation'], userConfig: null } },
      router: { locale: initialLocale },
    } as unknown as AppProps),
  );

describe('server translations', () => {
  beforeEach(() => {
    seen.length = 0;
    translators.length = 0;
  });

  it('renders the page in its locale, with plurals and interpolation', () => {
    expect(render(store('sv-SE', 'Hej'), 'sv-SE')).toContain('Hej | 1 vara | 3 varor | Hej Ada');
  });

  it('reuses one instance for the same translations and builds another for other ones', () => {
    const sv = store('sv-SE', 'Hej');
    const fi = store('fi-FI', 'Moi');
    render(sv, 'sv-SE');
    render(sv, 'sv-SE');
    expect(render(fi, 'fi-FI')).toContain('Moi');
    expect(seen[0]).toBe(seen[1]);
    // …and so one translate function (and its memo) for every request of that locale.
    expect(translators[0]).toBe(translators[1]);
    expect(seen[2]).not.toBe(seen[0]);
    expect(seen[2]?.language).toBe('fi-FI');
  });
});

describe('memoKey', () => {
  it('keys calls by the key and primitive options', () => {
    expect(memoKey('a', undefined)).toBe('a');
    expect(memoKey('a', { count: 1 })).not.toBe(memoKey('a', { count: 2 }));
    expect(memoKey('a', { count: 1 })).not.toBe(memoKey('a', { count: '1' }));
    expect(memoKey('a', 'fallback')).not.toBe(memoKey('a', undefined));
  });

  it('does not key calls it cannot tell apart', () => {
    expect(memoKey(['a', 'b'], undefined)).toBeUndefined();
    expect(memoKey('a', { returnObjects: true, replace: { x: 1 } })).toBeUndefined();
    expect(memoKey('a', { fn: () => 1 })).toBeUndefined();
  });
});

describe('useT memo', () => {
  it('looks a missing key up again once its namespace arrives', () => {
    const instance = i18next.createInstance();
    void instance.init({
      lng: 'sv-SE',
      initAsync: false,
      resources: { 'sv-SE': { translation: {} } },
      keySeparator: '::',
      nsSeparator: ':::',
      showSupportNotice: false,
    });
    const texts: string[] = [];
    function Probe() {
      texts.push(useT('catalog').t('breadcrumbs::home'));
      return null;
    }
    const tree = () => createElement(I18nContext.Provider, { value: { i18n: instance } }, createElement(Probe));
    renderToString(tree());
    instance.addResourceBundle('sv-SE', 'catalog', { breadcrumbs: { home: 'Fynd' } });
    renderToString(tree());
    expect(texts).toEqual(['breadcrumbs::home', 'Fynd']);
  });

  it('formats the language codes once per instance, not on every translate call', () => {
    const instance = i18next.createInstance();
    void instance.init({
      lng: 'fi-FI',
      fallbackLng: 'sv-SE',
      initAsync: false,
      resources: {
        'fi-FI': { translation: { menu: { back: 'A', close: 'B {{n}}' } } },
        'sv-SE': { translation: { menu: { title: 'C' } } },
      },
      keySeparator: '::',
      nsSeparator: ':::',
      showSupportNotice: false,
    });
    const canonical = jest.spyOn(Intl, 'getCanonicalLocales');
    let texts: string[] = [];
    function Probe() {
      const { t } = useT();
      texts = [t('menu::back'), ...Array.from({ length: 20 }, (_, n) => t('menu::close', { n })), t('menu::title'), t('menu::label')];
      return null;
    }
    renderToString(createElement(I18nContext.Provider, { value: { i18n: instance } }, createElement(Probe)));
    expect(texts[0]).toBe('A');
    expect(texts[20]).toBe('B 19');
    expect(texts.slice(-2)).toEqual(['C', 'menu::label']);
    // Two codes (fi-FI and the fallback sv-SE), each formatted once; i18next asked twice per call (46 here).
    expect(canonical.mock.calls.length).toBeLessThanOrEqual(2);
    canonical.mockRestore();
  });
});
