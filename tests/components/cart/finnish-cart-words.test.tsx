/**
 * The cart's keyboard behaviour is the same in every market; its Finnish words are checked here with the real
 * fi-FI texts (e2e/cart-focus.spec.ts walks it in a browser in sv-SE): the steppers, a line's remove, the empty
 * cart, the rebate code form (focus to its confirmation and back), the mini cart's dialog and the cart button.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { CartLine } from '@/components/cart/cart-line';
import { EmptyCart } from '@/components/cart/empty-cart';
import { MiniCart } from '@/components/cart/mini-cart';
import { RebateCodeForm } from '@/components/checkout/rebate-code-form';
import { MiniCartButton } from '@/components/header/mini-cart-button';
import { markHydrated } from '@/components/ui/use-hydrated';
import translation from '@/public/locales/fi-FI/translation.json';
import type { CartItem } from '@/store/cart-slice';
import { makeStore } from '@/store/store';
import { theme } from '@/styles/theme';
import { article } from '../../helpers/cart-builders';
import { i18nWith } from '../../helpers/render';

jest.mock('next/router', () => ({
  useRouter: () => ({
    locale: 'fi-FI',
    defaultLocale: 'sv-SE',
    asPath: '/fi-FI/ostoskarry/',
    pathname: '/cart',
    query: {},
    push: jest.fn(),
    prefetch: jest.fn(() => Promise.resolve()),
  }),
}));

function renderFi(ui: ReactElement) {
  return render(
    <Provider store={makeStore()}>
      <I18nextProvider i18n={i18nWith('fi-FI', { translation })}>
        <ThemeProvider theme={theme}>{ui}</ThemeProvider>
      </I18nextProvider>
    </Provider>,
  );
}

const line = {
  key: 'a',
  article: article('100017', { title: 'USB-C-kaapeli', price: { amount: 990, currency: 'EUR' } }),
  quantity: 2,
  status: 'resolved',
} as CartItem;

function RebateHarness() {
  const [applied, setApplied] = useState<{ code: string; title: string } | undefined>(undefined);
  return (
    <RebateCodeForm
      applied={applied}
      busy={false}
      onApply={(code) => setApplied({ code, title: '10 %:n alennus' })}
      onClear={() => setApplied(undefined)}
    />
  );
}

describe('the cart in Finnish', () => {
  it('a line: "Lisää määrää", "Vähennä määrää" and "Poista" named after the product', () => {
    renderFi(
      <ul>
        <CartLine item={line} onQuantity={jest.fn()} onRemove={jest.fn()} />
      </ul>,
    );
    expect(screen.getByRole('button', { name: 'Lisää määrää' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vähennä määrää' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Poista .*USB-C-kaapeli/ })).toBeInTheDocument();
  });

  it('the empty cart says so, and is where focus can go', () => {
    renderFi(<EmptyCart />);
    const message = screen.getByText('Ostoskärrysi on tyhjä. Aika tehdä löytöjä!');
    expect(message).toHaveAttribute('tabindex', '-1');
  });

  it('a rebate code applied moves focus to its confirmation, not to "Poista koodi"; removed, back to the field', () => {
    renderFi(<RebateHarness />);
    const field = screen.getByLabelText('Onko sinulla alennuskoodi?');
    field.focus();
    fireEvent.change(field, { target: { value: 'fynd10' } });
    fireEvent.submit(field.closest('form')!);
    const confirmation = screen.getByRole('status');
    expect(confirmation).toHaveTextContent('10 %:n alennus');
    expect(confirmation).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Poista koodi' })).not.toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Poista koodi' }));
    expect(screen.getByLabelText('Onko sinulla alennuskoodi?')).toHaveFocus();
  });

  it('the mini cart is a modal dialog named "Ostoskärrysi"', () => {
    renderFi(<MiniCart open onClose={jest.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Ostoskärrysi' })).toHaveAttribute('aria-modal', 'true');
  });

  it.each([
    [1, 'Ostoskärry, 1 tuote'],
    [3, 'Ostoskärry, 3 tuotetta'],
  ])('the cart button with %d item(s) is "%s"', (count, name) => {
    markHydrated();
    renderFi(<MiniCartButton count={count} open={false} onToggle={jest.fn()} />);
    expect(screen.getByRole('button', { name })).toHaveAttribute('aria-controls', 'mini-cart');
  });
});
