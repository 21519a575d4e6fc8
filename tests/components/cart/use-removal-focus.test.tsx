import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { CartLine } from '@/components/cart/cart-line';
import { useRemovalFocus } from '@/components/cart/use-removal-focus';
import type { CartItem } from '@/store/cart-slice';
import { article } from '../../helpers/cart-builders';
import { renderWithApp } from '../../helpers/render';

jest.mock('next/router', () => ({
  useRouter: () => ({
    locale: 'en-US',
    defaultLocale: 'sv-SE',
    asPath: '/cart/',
    push: jest.fn(),
    prefetch: jest.fn(() => Promise.resolve()),
  }),
}));

const item = (id: string): CartItem => ({ key: id, article: article(id), quantity: 1, status: 'resolved' }) as CartItem;

/** A cart page's list: a removal takes the line away at once (as a resolved removal does). */
function Lines({ initial }: { initial: CartItem[] }) {
  const [items, setItems] = useState(initial);
  const removal = useRemovalFocus<HTMLUListElement>(
    items,
    () => document.getElementById('empty'),
    (gone) => setItems((now) => now.filter((i) => i.key !== gone.key)),
  );
  return items.length === 0 ? (
    <p id="empty" tabIndex={-1}>
      Your cart is empty.
    </p>
  ) : (
    <ul ref={removal.listRef}>
      {items.map((line) => (
        <CartLine key={line.key} item={line} onQuantity={jest.fn()} onRemove={removal.remove} />
      ))}
    </ul>
  );
}

const remove = (title: string) =>
  act(() => {
    screen.getByRole('button', { name: `Remove ${title}` }).click();
  });

describe('focus after removing a cart line', () => {
  it("goes to the next line's product name, not its remove button; then the one before; then the empty cart", () => {
    renderWithApp(<Lines initial={[item('100001'), item('100002'), item('100003')]} />);
    remove('Article 100001');
    expect(screen.getByRole('link', { name: 'Article 100002' })).toHaveFocus();
    remove('Article 100003');
    expect(screen.getByRole('link', { name: 'Article 100002' })).toHaveFocus();
    remove('Article 100002');
    expect(screen.getByText('Your cart is empty.')).toHaveFocus();
  });

  it("without JavaScript the remove form's answer opens at its notice ('#notice'); +/− come back to the page as it was", () => {
    const { container } = renderWithApp(<Lines initial={[item('100001')]} />);
    const [quantity, removeForm] = Array.from(container.querySelectorAll('form'));
    expect(removeForm?.querySelector<HTMLInputElement>('input[name="returnTo"]')?.value).toBe('/en-US/cart/#notice');
    expect(quantity?.querySelector<HTMLInputElement>('input[name="returnTo"]')?.value).toBe('/en-US/cart/');
  });
});
