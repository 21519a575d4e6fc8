/**
 * In the browser the header's selling points are an island part (components/header/island-usp-points.ts): a client render, with no
 * server HTML to keep, loads their code and shows every point once, the free-shipping price formatted for the market.
 */
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { UspStrip } from '@/components/header/usp-strip';
import { theme } from '@/styles/theme';
import svTranslation from '@/public/locales/sv-SE/translation.json';
import { i18nWith } from '../../helpers/render';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'sv-SE', defaultLocale: 'sv-SE', asPath: '/', pathname: '/' }) }));

it('renders the points from their loaded code, once each', async () => {
  render(
    <I18nextProvider i18n={i18nWith('sv-SE', { translation: svTranslation })}>
      <ThemeProvider theme={theme}>
        <UspStrip freeShippingFrom={{ amount: 49_900, currency: 'SEK' }} />
      </ThemeProvider>
    </I18nextProvider>,
  );
  const items = await screen.findAllByRole('listitem', { hidden: true }); // the strip shows on wide screens only
  expect(items).toHaveLength(3);
  expect(items[0]?.textContent).toMatch(/499\s*kr/);
  expect(items[1]?.textContent).toBe(svTranslation.header.uspReturns);
});
