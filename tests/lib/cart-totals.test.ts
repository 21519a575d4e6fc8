import { cartTotals } from '@/lib/cart-totals';

const sek = (amount: number) => ({ amount, currency: 'SEK' as const });
const fees = { shippingFee: sek(4900), freeShippingThreshold: sek(50000) };
const line = (price: number, quantity: number) => ({ article: { price: sek(price) }, quantity });

describe('cartTotals', () => {
  it('adds lines times quantities and the shipping fee under the threshold', () => {
    expect(cartTotals([line(10000, 2), line(5000, 1)], fees, 'SEK')).toEqual({
      subtotal: sek(25000),
      shipping: sek(4900),
      total: sek(29900),
      leftForFreeShipping: sek(25000),
    });
  });

  it('ships free from the threshold on', () => {
    expect(cartTotals([line(50000, 1)], fees, 'SEK')).toEqual({
      subtotal: sek(50000),
      shipping: sek(0),
      total: sek(50000),
      leftForFreeShipping: null,
    });
  });

  it('charges no shipping for an empty cart or unknown fees', () => {
    expect(cartTotals([], fees, 'SEK')).toEqual({ subtotal: sek(0), shipping: sek(0), total: sek(0), leftForFreeShipping: null });
    expect(cartTotals([line(100, 3)], null, 'SEK')).toEqual({
      subtotal: sek(300),
      shipping: sek(0),
      total: sek(300),
      leftForFreeShipping: null,
    });
  });
});
