import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { BuyBox } from '@/components/product/buy-box';
import { availability } from '@/lib/catalog/stock-status';
import catalog from '@/public/locales/en-US/catalog.json';
import translation from '@/public/locales/en-US/translation.json';
import type { WireArticle } from '@/services/catalog/types';
import { makeStore } from '@/store/store';
import { theme } from '@/styles/theme';
import { i18nWith } from '../../helpers/render';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en-US', defaultLocale: 'sv-SE', asPath: '/product/100063/x/' }) }));

function renderBuyBox(stock: number) {
  const article = { articleId: '100063', title: 'Frost Max', price: { amount: 39900, currency: 'SEK' }, stock } as unknown as WireArticle;
  render(
    <Provider store={makeStore()}>
      <I18nextProvider i18n={i18nWith('en-US', { translation, catalog })}>
        <ThemeProvider theme={theme}>
          <BuyBox article={article} availability={availability({ stock })} />
        </ThemeProvider>
      </I18nextProvider>
    </Provider>,
  );
}

describe('BuyBox quantity cap', () => {
  it('a typed quantity above the stock is cut to it and the shopper is told; the cap says "in stock"', () => {
    renderBuyBox(59);
    expect(screen.getByText('59 in stock')).toBeInTheDocument();
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    fireEvent.change(quantity, { target: { value: '70' } });
    expect(quantity).toHaveValue(59);
    expect(screen.getAllByRole('status').some((status) => status.textContent === 'Only 59 in stock, so the quantity is 59.')).toBe(true);
  });

  it('with more in stock than one order takes, the cap is per order, and says so', () => {
    renderBuyBox(500);
    expect(screen.getByText('At most 99 per order')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '150' } });
    expect(
      screen.getAllByRole('status').some((status) => status.textContent === 'You can order at most 99 at a time, so the quantity is 99.'),
    ).toBe(true);
  });
});
