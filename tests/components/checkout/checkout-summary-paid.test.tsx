import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { CheckoutSummary } from '@/components/checkout/checkout-summary';
import sv from '@/public/locales/sv-SE/translation.json';
import { makeStore } from '@/store/store';
import { theme } from '@/styles/theme';
import { i18nWith } from '../../helpers/render';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'sv-SE', asPath: '/', push: jest.fn() }) }));

const SEK = (amount: number) => ({ amount, currency: 'SEK' as const });
const summary = { subtotal: SEK(29900), shipping: SEK(4900), discount: SEK(0), total: SEK(34800) };

function renderSummary(paid: boolean) {
  render(
    <Provider store={makeStore()}>
      <I18nextProvider i18n={i18nWith('sv-SE', { translation: sv })}>
        <ThemeProvider theme={theme}>
          <CheckoutSummary summary={summary as never} paid={paid} />
        </ThemeProvider>
      </I18nextProvider>
    </Provider>,
  );
}

describe('CheckoutSummary total', () => {
  it('says "Att betala" before payment', () => {
    renderSummary(false);
    expect(screen.getByText('Att betala')).toBeInTheDocument();
  });

  it('says "Totalt" on the thank-you page, after payment', () => {
    renderSummary(true);
    expect(screen.getByText('Totalt')).toBeInTheDocument();
    expect(screen.queryByText('Att betala')).not.toBeInTheDocument();
  });
});
