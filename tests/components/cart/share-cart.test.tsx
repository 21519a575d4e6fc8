import { act, fireEvent, screen } from '@testing-library/react';
import { ShareCart } from '@/components/cart/share-cart';
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
jest.mock('@/components/ui/use-hydrated', () => ({ useHydrated: () => true }));

const items = [{ key: 'a', article: article('100013'), quantity: 2, status: 'resolved' } as CartItem];
const nav = navigator as Navigator & { share?: unknown; clipboard?: unknown };
const setNavigator = (name: 'share' | 'clipboard', value: unknown) =>
  Object.defineProperty(nav, name, { value, configurable: true, writable: true });

afterEach(() => {
  setNavigator('share', undefined);
  setNavigator('clipboard', undefined);
});

async function press() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Share the cart' }));
  });
}

describe('ShareCart', () => {
  it("opens the device's share sheet with the cart's link where there is one, and does not copy", async () => {
    const share = jest.fn(() => Promise.resolve());
    const writeText = jest.fn(() => Promise.resolve());
    setNavigator('share', share);
    setNavigator('clipboard', { writeText });
    renderWithApp(<ShareCart items={items} />);
    await press();
    expect(share).toHaveBeenCalledWith({ title: 'Shared cart – Nordfynd', url: 'http://localhost/en-US/shared-cart/?items=100013*2' });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('The link to your cart is shared.');
  });

  it('a closed share sheet (AbortError) changes nothing', async () => {
    setNavigator(
      'share',
      jest.fn(() => Promise.reject(new DOMException('closed', 'AbortError'))),
    );
    const writeText = jest.fn(() => Promise.resolve());
    setNavigator('clipboard', { writeText });
    renderWithApp(<ShareCart items={items} />);
    await press();
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('without a share sheet, or when it fails, the link is copied', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    setNavigator('clipboard', { writeText });
    renderWithApp(<ShareCart items={items} />);
    await press();
    expect(writeText).toHaveBeenCalledWith('http://localhost/en-US/shared-cart/?items=100013*2');
    expect(screen.getByRole('status')).toHaveTextContent('The link is copied. Send it to anyone you like!');

    setNavigator(
      'share',
      jest.fn(() => Promise.reject(new DOMException('no', 'NotAllowedError'))),
    );
    await press();
    expect(writeText).toHaveBeenCalledTimes(2);
  });
});
