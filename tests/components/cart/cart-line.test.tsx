import { screen } from '@testing-library/react';
import { CartLine } from '@/components/cart/cart-line';
import type { CartItem } from '@/store/cart-slice';
import { article } from '../../helpers/cart-builders';
import { renderWithApp } from '../../helpers/render';

jest.mock('next/router', () => ({
  useRouter: () => ({ locale: 'en-US', asPath: '/', push: jest.fn(), prefetch: jest.fn(() => Promise.resolve()) }),
}));

const DAY = 86_400_000;

function line(overrides: Partial<CartItem['article']>): CartItem {
  return { key: 'a', article: article('100013', overrides), quantity: 1, status: 'resolved' } as CartItem;
}

function renderLine(item: CartItem) {
  renderWithApp(
    <ul>
      <CartLine item={item} onQuantity={jest.fn()} onRemove={jest.fn()} />
    </ul>,
  );
}

describe('CartLine stock note (the one stock rule, docs/spec.md §5)', () => {
  it('a pre-ordered line shows its day, not how few are left', () => {
    renderLine(line({ stock: 3, availabilityDate: new Date(Date.now() + 21 * DAY).toISOString() }));
    expect(screen.getByText(/^Pre-order – available from /)).toBeInTheDocument();
    expect(screen.queryByText(/left in stock/)).not.toBeInTheDocument();
  });

  it('a line under 10 in stock says how few are left', () => {
    renderLine(line({ stock: 3 }));
    expect(screen.getByText('Only 3 left in stock')).toBeInTheDocument();
    expect(screen.queryByText(/Pre-order/)).not.toBeInTheDocument();
  });

  it.each([10, 200])('a line with %d in stock says nothing about stock', (stock) => {
    renderLine(line({ stock }));
    expect(screen.queryByText(/left in stock|Pre-order/)).not.toBeInTheDocument();
  });
});

describe('CartLine picture', () => {
  it('draws a design larger than a catalog thumbnail (144 px on a phone; 200 px from 768 px, checked in e2e/dyo-engine.spec.ts)', () => {
    renderLine(line({ dyoImageUrl: '/api/dyo/designs/d-1/preview.png', title: 'Design your case – iPhone 15' }));
    expect(screen.getByRole('img', { name: /Design your case – iPhone 15/ })).toBeInTheDocument();
    const row = screen.getByTestId('cart-line-a');
    expect(getComputedStyle(row).gridTemplateColumns).toBe('144px 1fr');
  });

  it('keeps a catalog picture at 96 px, square', () => {
    renderLine(line({}));
    const row = screen.getByTestId('cart-line-a');
    expect(getComputedStyle(row).gridTemplateColumns).toBe('96px 1fr');
  });
});
