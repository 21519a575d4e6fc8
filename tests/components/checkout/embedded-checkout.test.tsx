import { render, screen } from '@testing-library/react';
import { EmbeddedCheckout } from '@/components/checkout/embedded-checkout';

const snippet = (token: string) => `<form data-token="${token}"><button type="submit">Slutför köp</button></form>`;

describe('EmbeddedCheckout', () => {
  it('is inert while busy, so the old checkout cannot be paid while the cart changes', () => {
    const { rerender } = render(<EmbeddedCheckout snippet={snippet('old')} label="Betalning" busy={false} />);
    const frame = screen.getByTestId('embedded-checkout');
    expect(frame).not.toHaveAttribute('inert');
    rerender(<EmbeddedCheckout snippet={snippet('old')} label="Betalning" busy />);
    expect(frame).toHaveAttribute('inert');
  });

  it('replaces the old snippet in the same commit that ends the busy state', () => {
    const { rerender } = render(<EmbeddedCheckout snippet={snippet('old')} label="Betalning" busy />);
    const old = screen.getByRole('button', { name: 'Slutför köp' });
    rerender(<EmbeddedCheckout snippet={snippet('new')} label="Betalning" busy={false} />);
    expect(old.isConnected).toBe(false);
    expect(screen.getByTestId('embedded-checkout').querySelector('form')).toHaveAttribute('data-token', 'new');
    expect(screen.getByTestId('embedded-checkout')).not.toHaveAttribute('inert');
  });
});
