/**
 * The header's selling points are a static island (docs/adr/0029-static-islands.md): the server formats the
 * free-shipping price, and the first page's hydration keeps that text without making a price formatter.
 */
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { UspStrip } from '@/components/header/usp-strip';
import type * as format from '@/lib/format';
import { formatPrice } from '@/lib/format';
import { theme } from '@/styles/theme';
import svTranslation from '@/public/locales/sv-SE/translation.json';
import { i18nWith } from '../../helpers/render';

// Counted: the formatters are kept per process, so a spy on Intl alone would not see a second format.
jest.mock('@/lib/format', () => {
  const actual = jest.requireActual<typeof format>('@/lib/format');
  return { ...actual, formatPrice: jest.fn(actual.formatPrice) };
});
// The server's points in the server's render and the hydration alike (in the browser their code loads for a client render:
// components/header/island-usp-points.ts, tests/components/header/usp-points-part.test.tsx).
jest.mock('@/components/header/island-usp-points', () => jest.requireActual('@/components/header/usp-points'));
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'sv-SE', defaultLocale: 'sv-SE', asPath: '/', pathname: '/' }) }));

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const THRESHOLD = { amount: 49_900, currency: 'SEK' as const };

function Strip() {
  return (
    <I18nextProvider i18n={i18nWith('sv-SE', { translation: svTranslation })}>
      <ThemeProvider theme={theme}>
        <UspStrip freeShippingFrom={THRESHOLD} />
      </ThemeProvider>
    </I18nextProvider>
  );
}

describe('the selling points', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    jest.restoreAllMocks();
  });

  it('hydrate without a price formatter, keeping the server text and warning of no mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Strip />);
    document.body.append(container);
    const serverText = container.querySelector('ul')!.textContent;
    expect(serverText).toContain('499');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const numbers = jest.spyOn(Intl, 'NumberFormat');
    jest.mocked(formatPrice).mockClear();

    await act(async () => {
      root = hydrateRoot(container, <Strip />, { onRecoverableError: (error) => console.error(error) });
    });

    expect(formatPrice).not.toHaveBeenCalled();
    expect(numbers).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('ul')!.textContent).toBe(serverText);
    container.remove();
  });
});
