/** @jest-environment node */
import type { CartResponse, CheckoutResponse, OrderResponse } from '@/services/purchase/types';
import { FIXTURES } from '@/dev-services/seed/fixtures';
import { createClient, startServicesForFile } from '../helpers/dev-services';
import type { TestClient } from '../helpers/dev-services';
import type { PlaceOrderResponse } from '@/dev-services/purchase/wire';

const services = startServicesForFile();
let counter = 0;

async function cartWith(articleIds: string[], market = 'SE'): Promise<{ api: TestClient; cartId: string }> {
  counter += 1;
  const cartId = `checkout-${counter}`;
  const api = createClient(services().url, { userId: 'user-2', 'X-Market': market });
  for (const articleId of articleIds) {
    const res = await api.post(`/cart/v2/${cartId}/increase`, { articleId });
    if (res.status !== 200) throw new Error(`increase failed: ${res.text}`);
  }
  return { api, cartId };
}

function tokenOf(snippet: string): string {
  const token = /"checkoutToken":"([^"]+)"/.exec(snippet)?.[1];
  if (!token) throw new Error('no checkout token in snippet');
  return token;
}

const ADDRESS = { fullName: 'Anna Andersson', streetAddress: 'Storgatan 1', postalCode: '123 45', city: 'Stockholm' };

beforeEach(async () => {
  await createClient(services().url).post('/__control/reset');
});

describe('purchase service: checkout', () => {
  it('sums the cart with shipping below the free-shipping threshold', async () => {
    const { api, cartId } = await cartWith([FIXTURES.inStockArticleId]);
    const res = await api.post<CheckoutResponse>(`/checkout/v2/${cartId}`, {});
    expect(res.status).toBe(200);
    const { subtotal, shipping, discount, total } = res.body.data.summary;
    expect(shipping.amount).toBe(4900);
    expect(discount.amount).toBe(0);
    expect(total.amount).toBe(subtotal.amount + 4900);
  });

  it('applies the rebate codes', async () => {
    const { api, cartId } = await cartWith([FIXTURES.expensiveArticleId]);
    const fynd = await api.post<CheckoutResponse>(`/checkout/v2/${cartId}`, { rebateCode: 'fynd10' });
    const { subtotal, discount, shipping } = fynd.body.data.summary;
    // Whole kronor (the money rule, lib/money.ts): 10 % of 4 223 kr is 422 kr, not 422,30 kr.
    expect(discount.amount).toBe(Math.round(subtotal.amount / 1000) * 100);
    expect(discount.amount % 100).toBe(0);
    expect(shipping.amount).toBe(0);
    expect(fynd.body.data.summary.rebateCode).toEqual({ code: 'FYND10', title: '10 % rabatt' });
    const winter = await api.post<CheckoutResponse>(`/checkout/v2/${cartId}`, { rebateCode: 'VINTER100' });
    expect(winter.body.data.summary.discount.amount).toBe(10000);
    const cheap = await cartWith([FIXTURES.inStockArticleId]);
    const free = await cheap.api.post<CheckoutResponse>(`/checkout/v2/${cheap.cartId}`, { rebateCode: 'FRIFRAKT' });
    expect(free.body.data.summary.shipping.amount).toBe(0);
    expect((await api.post(`/checkout/v2/${cartId}`, { rebateCode: 'SOMMAR2024' })).body).toEqual({
      message: 'Rebate code expired',
      code: 'REBATE_CODE_EXPIRED',
    });
    expect((await api.post(`/checkout/v2/${cartId}`, { rebateCode: 'NOPE' })).body).toEqual({
      message: 'Invalid rebate code',
      code: 'REBATE_CODE_INVALID',
    });
  });

  it('gives 10 EUR off with VINTER100 in Finland', async () => {
    const { api, cartId } = await cartWith([FIXTURES.expensiveArticleId], 'FI');
    const res = await api.post<CheckoutResponse>(`/checkout/v2/${cartId}`, { rebateCode: 'VINTER100' }, { 'X-Locale': 'fi-FI' });
    expect(res.body.data.summary.discount).toEqual({ amount: 1000, currency: 'EUR' });
    expect(res.body.data.summary.rebateCode?.title).toBe('10,00 € alennus');
  });

  it('refuses an empty cart and non-buyable articles', async () => {
    const empty = await cartWith([]);
    expect((await empty.api.post(`/checkout/v2/${empty.cartId}`, {})).status).toBe(400);
    const cases: [string, string][] = [
      [FIXTURES.noPriceArticleId, 'No or invalid price on product'],
      [FIXTURES.notBuyableArticleId, 'Product not buyable or bookable'],
      [FIXTURES.notAvailableArticleId, 'Product not avaialable'],
    ];
    for (const [articleId, message] of cases) {
      const { api, cartId } = await cartWith([articleId]);
      const res = await api.post(`/checkout/v2/${cartId}`, {});
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ message });
    }
  });

  it('answers an embedded checkout form with labelled required fields and a listener-based script', async () => {
    const { api, cartId } = await cartWith([FIXTURES.inStockArticleId]);
    const res = await api.post<CheckoutResponse>(`/checkout/v2/${cartId}`, { confirmationUrl: '/cart/checkout/thankyou/' });
    const snippet = res.body.data.checkout.snippet;
    for (const name of ['email', 'fullName', 'streetAddress', 'postalCode', 'city']) {
      const id = new RegExp(`<input id="([^"]+)" name="${name}"[^>]* required`).exec(snippet)?.[1];
      expect(id).toBeDefined();
      expect(snippet).toContain(`<label for="${id}">`);
    }
    expect(snippet).toContain('/api/purchase/order/v1/place');
    expect(snippet).toContain('"confirmationUrl":"/cart/checkout/thankyou/"');
    expect(snippet).toContain("addEventListener('submit'");
    expect(snippet).not.toMatch(/\son[a-z]+=/i);
    expect(snippet).not.toMatch(/\beval\(|new Function/);
    expect((await api.post(`/checkout/v2/${cartId}`, { confirmationUrl: 'javascript:alert(1)' })).status).toBe(400);
  });

  it('places an order: stock goes down, the cart empties and the order has included VAT', async () => {
    const { api, cartId } = await cartWith([FIXTURES.limitedStockArticleId, FIXTURES.limitedStockArticleId]);
    const checkout = await api.post<CheckoutResponse>(`/checkout/v2/${cartId}`, {});
    const token = tokenOf(checkout.body.data.checkout.snippet);
    const bad = await api.post('/order/v1/place', { cartId, checkoutToken: token, email: 'x', shippingAddress: ADDRESS });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ fields: { email: expect.any(String) } });
    const placed = await api.post<PlaceOrderResponse>('/order/v1/place', {
      cartId,
      checkoutToken: token,
      email: 'anna@example.se',
      shippingAddress: ADDRESS,
    });
    expect(placed.status).toBe(201);
    expect(placed.body.data.orderId).toMatch(/^NF-\d{8}$/);
    expect((await api.get<{ data: { items: unknown[] } }>(`/cart/v2/${cartId}`)).body.data.items).toEqual([]);
    const order = await api.get<OrderResponse>(`/order/v1/${placed.body.data.orderId}`);
    const { totalAmount, totalVatAmount, shippingAddress, profitArticleList } = order.body.data;
    expect(totalVatAmount.amount).toBe(Math.round(totalAmount.amount / 5));
    expect(shippingAddress).toMatchObject({ fullName: 'Anna Andersson', country: 'SE' });
    expect(profitArticleList).toEqual([{ articleId: FIXTURES.limitedStockArticleId, quantity: 2, profit: expect.any(Number) }]);
    expect((await api.get('/order/v1/NF-00000000')).status).toBe(404);
    // Only the user who placed it may read it: another user id, or none, gets the unknown-order 404.
    const stranger = createClient(services().url, { userId: 'user-3', 'X-Market': 'SE' });
    expect((await stranger.get(`/order/v1/${placed.body.data.orderId}`)).status).toBe(404);
    expect((await createClient(services().url).get(`/order/v1/${placed.body.data.orderId}`)).status).toBe(404);
    expect(
      (await api.post('/order/v1/place', { cartId, checkoutToken: token, email: 'anna@example.se', shippingAddress: ADDRESS })).status,
    ).toBe(409);
  });

  it.each([
    ['SE', '11122', '111 22'],
    ['SE', 'S-111 22', '111 22'],
    ['DK', 'DK-2100', '2100'],
    ['FI', 'FI-00100', '00100'],
  ])('stores a postal code typed in %s as "%s" in the market form "%s"', async (market, typed, stored) => {
    const { api, cartId } = await cartWith([FIXTURES.inStockArticleId], market);
    const checkout = await api.post<CheckoutResponse>(`/checkout/v2/${cartId}`, {});
    expect(checkout.body.data.checkout.snippet).toContain('data-postal-digits');
    const token = tokenOf(checkout.body.data.checkout.snippet);
    const placed = await api.post<PlaceOrderResponse>('/order/v1/place', {
      cartId,
      checkoutToken: token,
      email: 'anna@example.se',
      shippingAddress: { ...ADDRESS, postalCode: typed },
    });
    expect(placed.status).toBe(201);
    const order = await api.get<OrderResponse>(`/order/v1/${placed.body.data.orderId}`);
    expect(order.body.data.shippingAddress.postalCode).toBe(stored);
  });

  it('refuses a postal code of another market', async () => {
    const { api, cartId } = await cartWith([FIXTURES.inStockArticleId], 'DK');
    const token = tokenOf((await api.post<CheckoutResponse>(`/checkout/v2/${cartId}`, {})).body.data.checkout.snippet);
    const bad = await api.post('/order/v1/place', {
      cartId,
      checkoutToken: token,
      email: 'anna@example.se',
      shippingAddress: { ...ADDRESS, postalCode: '111 22' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ fields: { postalCode: expect.any(String) } });
  });

  it('fails checkout with the legacy id when another order took the stock', async () => {
    const first = await cartWith([FIXTURES.limitedStockArticleId, FIXTURES.limitedStockArticleId, FIXTURES.limitedStockArticleId]);
    const second = await cartWith([FIXTURES.limitedStockArticleId, FIXTURES.limitedStockArticleId]);
    const checkout = await second.api.post<CheckoutResponse>(`/checkout/v2/${second.cartId}`, {});
    await second.api.post('/order/v1/place', {
      cartId: second.cartId,
      checkoutToken: tokenOf(checkout.body.data.checkout.snippet),
      email: 'a@b.se',
      shippingAddress: ADDRESS,
    });
    const res = await first.api.post(`/checkout/v2/${first.cartId}`, {});
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: expect.stringMatching(/^Out of stock LegacyProductId \d+$/), code: 'OUT_OF_STOCK' });
  });

  it('names each line the checkout refuses, and why, in the cart and on the article (notForSale)', async () => {
    const { api, cartId } = await cartWith([
      FIXTURES.notBuyableArticleId,
      FIXTURES.notAvailableArticleId,
      FIXTURES.noPriceArticleId,
      FIXTURES.inStockArticleId,
    ]);
    const cart = await api.get<CartResponse>(`/cart/v2/${cartId}`);
    expect(cart.body.data.items.map((item) => [item.article.articleId, item.article.notForSale])).toEqual([
      ['100017', undefined],
      ['100016', 'noPrice'],
      ['100162', 'notAvailable'],
      ['100133', 'notBuyable'],
    ]);
    const article = await api.get<{ data: { notForSale?: string } }>(`/catalog/v1/articles/${FIXTURES.notBuyableArticleId}`);
    expect(article.body.data.notForSale).toBe('notBuyable');
    const buyable = await api.get<{ data: { notForSale?: string } }>(`/catalog/v1/articles/${FIXTURES.inStockArticleId}`);
    expect(buyable.body.data.notForSale).toBeUndefined();
  });
});
