/**
 * @jest-environment node
 *
 * The purchase contract's answers to ambiguous failures: a write sent again
 * with the same `Idempotency-Key` is applied once and answered with the first answer, and an order
 * can be found by the checkout token it was placed with.
 */
import type { CheckoutResponse } from '@/services/purchase/types';
import type { PlaceOrderResponse } from '@/dev-services/purchase/wire';
import { createClient, startServicesForFile } from '../helpers/dev-services';

const services = startServicesForFile();
const ADDRESS = { fullName: 'Anna Andersson', streetAddress: 'Storgatan 1', postalCode: '123 45', city: 'Stockholm' };
type Cart = { data: { items: { article: { articleId: string }; quantity: number }[] } };
const quantity = (cart: Cart, articleId: string) => cart.data.items.find((i) => i.article.articleId === articleId)?.quantity ?? 0;

describe('Idempotency-Key on purchase writes', () => {
  it('applies an increase, a decrease and a removal once however often they are sent', async () => {
    const api = createClient(services().url, { userId: 'idem-user-1' });
    const cart = '/cart/v2/idem-cart-1';
    for (let i = 0; i < 3; i++)
      expect((await api.post(`${cart}/increase`, { articleId: '100017' }, { 'Idempotency-Key': 'add-1' })).status).toBe(200);
    expect(quantity((await api.get(cart)).body as Cart, '100017')).toBe(1);
    await api.post(`${cart}/increase`, { articleId: '100017' }, { 'Idempotency-Key': 'add-2' });
    const again = await api.request('PUT', `${cart}/decrease`, { body: { articleId: '100017' }, headers: { 'Idempotency-Key': 'dec-1' } });
    const replay = await api.request('PUT', `${cart}/decrease`, { body: { articleId: '100017' }, headers: { 'Idempotency-Key': 'dec-1' } });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(again.body);
    expect(quantity((await api.get(cart)).body as Cart, '100017')).toBe(1);
    // Without a key every call is a new write (the contract as before).
    await api.post(`${cart}/increase`, { articleId: '100017' });
    await api.post(`${cart}/increase`, { articleId: '100017' });
    expect(quantity((await api.get(cart)).body as Cart, '100017')).toBe(3);
  });

  it('places one order for a repeated place call, and finds it by its checkout token', async () => {
    const api = createClient(services().url, { userId: 'idem-user-2' });
    const cartId = 'idem-cart-2';
    await api.post(`/cart/v2/${cartId}/increase`, { articleId: '100017' });
    const checkout = await api.post<CheckoutResponse>(`/checkout/v2/${cartId}`, { confirmationUrl: '/tack/' });
    const token = /"checkoutToken":"([^"]+)"/.exec(checkout.body.data.checkout.snippet)?.[1] ?? '';
    expect(token).not.toBe('');
    expect((await api.get(`/order/v1/by-checkout-token/${token}`)).status).toBe(404);
    const body = { cartId, checkoutToken: token, email: 'anna@example.com', shippingAddress: ADDRESS };
    const first = await api.post<PlaceOrderResponse>('/order/v1/place', body, { 'Idempotency-Key': `place-${token}` });
    const second = await api.post<PlaceOrderResponse>('/order/v1/place', body, { 'Idempotency-Key': `place-${token}` });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.data.orderId).toBe(first.body.data.orderId);
    expect(services().state.orders.size).toBe(1);
    // Without the key the spent token is a 409, as before; the order is found by the token.
    expect((await api.post('/order/v1/place', body)).status).toBe(409);
    const found = await api.get<PlaceOrderResponse>(`/order/v1/by-checkout-token/${token}`);
    expect(found.status).toBe(200);
    expect(found.body.data.orderId).toBe(first.body.data.orderId);
    // Only for the user who placed it.
    expect((await api.get(`/order/v1/by-checkout-token/${token}`, { userId: 'someone-else' })).status).toBe(404);
  });
});
