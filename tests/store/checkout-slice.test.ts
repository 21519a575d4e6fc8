import { HttpError } from '@/lib/http/errors';
import { rebateCodeCleared, startCheckout } from '@/store/checkout-slice';
import { makeStore } from '@/store/store';
import { fakeIdentity, fakePurchase } from '../helpers/cart-builders';

const money = (amount: number) => ({ amount, currency: 'SEK' as const });
const answer = (code?: string) => ({
  checkout: { snippet: '<form></form>' },
  summary: {
    subtotal: money(10000),
    shipping: money(4900),
    discount: money(code ? 1000 : 0),
    total: money(code ? 13900 : 14900),
    ...(code ? { rebateCode: { code, title: '10 % off' } } : {}),
  },
});

describe('checkout slice', () => {
  it('goes idle → pending → resolved with snippet and summary', async () => {
    const checkout = jest.fn().mockResolvedValue(answer());
    const store = makeStore(undefined, { purchase: fakePurchase({ checkout }), identity: fakeIdentity() });
    expect(store.getState().checkout.status).toBe('idle');
    const done = store.dispatch(startCheckout({ confirmationUrl: '/tack/' }));
    expect(store.getState().checkout.status).toBe('pending');
    await done;
    expect(store.getState().checkout).toMatchObject({ status: 'resolved', snippet: '<form></form>', summary: { total: money(14900) } });
  });

  it('sends the new code, else the one in the summary, and none after clearing', async () => {
    const checkout = jest
      .fn()
      .mockResolvedValueOnce(answer('FYND10'))
      .mockResolvedValueOnce(answer('FYND10'))
      .mockResolvedValueOnce(answer());
    const store = makeStore(undefined, { purchase: fakePurchase({ checkout }), identity: fakeIdentity() });
    await store.dispatch(startCheckout({ rebateCode: ' FYND10 ', confirmationUrl: '/t/' }));
    await store.dispatch(startCheckout({ confirmationUrl: '/t/' }));
    store.dispatch(rebateCodeCleared());
    expect(store.getState().checkout.summary?.rebateCode).toBeUndefined();
    await store.dispatch(startCheckout({ confirmationUrl: '/t/' }));
    expect(checkout.mock.calls.map((call) => call[1].rebateCode)).toEqual(['FYND10', 'FYND10', undefined]);
  });

  it('is rejected with the mapped error', async () => {
    const checkout = jest
      .fn()
      .mockRejectedValue(new HttpError({ kind: 'conflict', status: 409, message: 'Out of stock LegacyProductId 4711' }));
    const store = makeStore(undefined, { purchase: fakePurchase({ checkout }), identity: fakeIdentity() });
    await store.dispatch(startCheckout({ confirmationUrl: '/t/' }));
    expect(store.getState().checkout).toMatchObject({ status: 'rejected', error: { code: 'OutOfStock', legacyProductId: '4711' } });
  });
});
