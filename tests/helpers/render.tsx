import { render, type RenderOptions } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import translation from '@/public/locales/en-US/translation.json';
import { makeStore, type AppStore } from '@/store/store';
import { theme } from '@/styles/theme';

/** An i18next instance with the real English texts and the app's separators. */
export function testI18n() {
  return i18nWith('en-US', { translation });
}

/** An i18next instance for one language with the given namespaces and the app's separators. */
export function i18nWith(lng: string, namespaces: Record<string, Record<string, unknown>>) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    resources: { [lng]: namespaces },
    ns: Object.keys(namespaces),
    defaultNS: 'translation',
    nsSeparator: ':::',
    keySeparator: '::',
    interpolation: { escapeValue: false },
    initImmediate: false,
    showSupportNotice: false,
  });
  return instance;
}

/** Renders with a fresh store, the theme and real translations. */
export function renderWithApp(ui: ReactElement, { store = makeStore(), ...options }: RenderOptions & { store?: AppStore } = {}) {
  const i18n = testI18n();
  const result = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>{ui}</ThemeProvider>
      </I18nextProvider>
    </Provider>,
    options,
  );
  return { ...result, store };
}
