import { HttpError } from '@/lib/http/errors';
import { clearRebateCode, startCheckout } from '@/store/checkout-slice';
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

  it('sends a new code through the rebate form, then the one in the summary, and none after clearing', async () => {
    const checkout = jest.fn().mockResolvedValueOnce(answer('FYND10')).mockResolvedValueOnce(answer());
    const press = jest
      .fn()
      .mockResolvedValueOnce({ notice: 'rebate-applied', cart: null, checkout: answer('FYND10') })
      .mockResolvedValueOnce({ notice: 'rebate-removed', cart: null });
    const store = makeStore(undefined, { purchase: fakePurchase({ checkout, press }), identity: fakeIdentity() });
    await store.dispatch(startCheckout({ rebateCode: ' FYND10 ', confirmationUrl: '/t/' }));
    expect(press).toHaveBeenLastCalledWith('rebate', { intent: 'apply', cartId: 'cart-1', rebateCode: 'FYND10', confirmationUrl: '/t/' });
    expect(store.getState().checkout.summary?.rebateCode?.code).toBe('FYND10');
    await store.dispatch(startCheckout({ confirmationUrl: '/t/' }));
    const cleared = store.dispatch(clearRebateCode());
    expect(store.getState().checkout.summary?.rebateCode).toBeUndefined();
    await cleared;
    expect(press).toHaveBeenLastCalledWith('rebate', { intent: 'remove', cartId: 'cart-1' });
    await store.dispatch(startCheckout({ confirmationUrl: '/t/' }));
    expect(checkout.mock.calls.map((call) => call[1].rebateCode)).toEqual(['FYND10', undefined]);
  });

  it("a refused code is the rebate form's answer: invalid and expired are named, anything else is unknown", async () => {
    const press = jest
      .fn()
      .mockResolvedValueOnce({ notice: 'rebate-invalid', cart: null })
      .mockResolvedValueOnce({ notice: 'rebate-expired', cart: null })
      .mockResolvedValueOnce({ notice: 'rebate-locked', cart: null });
    const store = makeStore(undefined, { purchase: fakePurchase({ press }), identity: fakeIdentity() });
    const codes = [];
    for (const rebateCode of ['NOPE', 'SOMMAR2024', 'GUESS']) {
      await store.dispatch(startCheckout({ rebateCode, confirmationUrl: '/t/' }));
      codes.push(store.getState().checkout.error?.code);
    }
    expect(codes).toEqual(['REBATE_CODE_INVALID', 'REBATE_CODE_EXPIRED', 'UNKNOWN_ERROR']);
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
