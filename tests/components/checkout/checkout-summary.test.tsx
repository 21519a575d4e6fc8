import { screen } from '@testing-library/react';
import { CartSummary, CheckoutSummary } from '@/components/checkout/checkout-summary';
import { renderWithApp } from '../../helpers/render';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en-US', asPath: '/' }) }));

const sek = (amount: number) => ({ amount, currency: 'SEK' as const });
const withCode = {
  subtotal: sek(19800),
  shipping: sek(4900),
  discount: sek(1980),
  total: sek(22720),
  rebateCode: { code: 'FYND10', title: '10 % off' },
};

describe('CheckoutSummary with a rebate code applied', () => {
  it('still says how much more ships free while shipping is charged', () => {
    renderWithApp(<CheckoutSummary summary={withCode} freeShippingLeft={sek(30100)} />);
    expect(screen.getByText(/^Add .*301.* more for free shipping\.$/)).toBeInTheDocument();
    expect(screen.getByText('10 % off')).toBeInTheDocument();
  });

  it('says nothing about it once shipping is free', () => {
    renderWithApp(
      <CheckoutSummary
        summary={{ ...withCode, shipping: sek(0), total: sek(17820), rebateCode: { code: 'FRIFRAKT', title: 'Free shipping' } }}
        freeShippingLeft={sek(30100)}
      />,
    );
    expect(screen.queryByText(/more for free shipping/)).not.toBeInTheDocument();
  });
});

describe('CartSummary: the cart’s own sums', () => {
  it('shows subtotal, shipping and total, no discount row and no checkout label; the hint while shipping is charged', () => {
    const totals = { subtotal: sek(19800), shipping: sek(4900), total: sek(24700), leftForFreeShipping: sek(30100) };
    const { container } = renderWithApp(<CartSummary totals={totals} />);
    expect(screen.getByText(/^Add .*301.* more for free shipping\.$/)).toBeInTheDocument();
    expect(container.querySelector('dl')).not.toHaveAttribute('aria-label');
    expect([...container.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Subtotal', 'Shipping', 'Total']);
  });

  it('says shipping is free and gives no hint when nothing is left to reach it', () => {
    renderWithApp(<CartSummary totals={{ subtotal: sek(60000), shipping: sek(0), total: sek(60000), leftForFreeShipping: null }} />);
    expect(screen.queryByText(/more for free shipping/)).not.toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
  });
});
