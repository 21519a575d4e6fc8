import { screen, within } from '@testing-library/react';
import { BlockedLines } from '@/components/cart/blocked-lines';
import { CartLine } from '@/components/cart/cart-line';
import type { CartItem } from '@/store/cart-slice';
import { article } from '../../helpers/cart-builders';
import { renderWithApp } from '../../helpers/render';

jest.mock('next/router', () => ({
  useRouter: () => ({ locale: 'en-US', asPath: '/', push: jest.fn(), prefetch: jest.fn(() => Promise.resolve()) }),
}));

const line = (articleId: string, title: string, notForSale?: 'noPrice' | 'notBuyable' | 'notAvailable'): CartItem =>
  ({
    key: articleId,
    article: article(articleId, { title, ...(notForSale ? { notForSale } : {}) }),
    quantity: 1,
    status: 'resolved',
  }) as CartItem;

const ITEMS = [
  line('100133', 'Frost Max speaker', 'notBuyable'),
  line('100017', 'USB-C cable'),
  line('100162', 'Lamp', 'notAvailable'),
  line('100016', 'Phone case', 'noPrice'),
];

describe('BlockedLines (the lines the checkout would refuse)', () => {
  it('names each blocked line with its reason, in the cart order, and leaves out the buyable ones', () => {
    renderWithApp(<BlockedLines items={ITEMS} onRemove={jest.fn()} />);
    const box = screen.getByRole('alert');
    expect(within(box).getByText('3 items in your cart cannot be bought right now. Remove them to go on to checkout:')).toBeInTheDocument();
    expect(
      within(box)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Frost Max speaker – Cannot be bought right now: the seller has taken the item off sale.',
      'Lamp – Cannot be bought right now: the item is not available.',
      'Phone case – Cannot be bought right now: the item has no valid price.',
    ]);
  });

  it('says nothing when every line can be bought', () => {
    renderWithApp(<BlockedLines items={[line('100017', 'USB-C cable')]} onRemove={jest.fn()} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a blocked cart line says why next to its own remove control', () => {
    renderWithApp(
      <ul>
        <CartLine item={ITEMS[0]!} onQuantity={jest.fn()} onRemove={jest.fn()} />
      </ul>,
    );
    expect(screen.getByText('Cannot be bought right now: the seller has taken the item off sale.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Frost Max speaker/ })).toBeInTheDocument();
  });
});
