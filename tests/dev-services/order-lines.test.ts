/** @jest-environment node */
import type { CartResponse, CheckoutResponse, OrderResponse } from '@/services/purchase/types';
import type { PlaceOrderResponse } from '@/dev-services/purchase/wire';
import { FIXTURES } from '@/dev-services/seed/fixtures';
import { createClient, startServicesForFile } from '../helpers/dev-services';

const services = startServicesForFile();
const ADDRESS = { fullName: 'Aino Virtanen', streetAddress: 'Mannerheimintie 1', postalCode: '00100', city: 'Helsinki' };
const DESIGN = { dyoId: 'design-1', dyoImageUrl: '/api/dyo/designs/design-1/preview.png' };

beforeEach(async () => {
  await createClient(services().url).post('/__control/reset');
});

function tokenOf(snippet: string): string {
  const token = /"checkoutToken":"([^"]+)"/.exec(snippet)?.[1];
  if (!token) throw new Error('no checkout token in snippet');
  return token;
}

describe('purchase service: what the shopper sees of an order', () => {
  it('marks a pre-order in the cart with its availability date, and nothing else', async () => {
    const api = createClient(services().url, { userId: 'user-p' });
    await api.post('/cart/v2/pre-1/increase', { articleId: FIXTURES.preOrderArticleId });
    const cart = await api.post<CartResponse>('/cart/v2/pre-1/increase', { articleId: FIXTURES.inStockArticleId });
    const byId = Object.fromEntries(cart.body.data.items.map((item) => [item.article.articleId, item.article]));
    expect(Date.parse(byId[FIXTURES.preOrderArticleId]!.availabilityDate ?? '')).toBeGreaterThan(Date.now());
    expect(byId[FIXTURES.inStockArticleId]!.availabilityDate).toBeUndefined();
  });

  it("answers the ordered lines in the reader's locale with design previews, pre-order dates, subtotal and rebate", async () => {
    const api = createClient(services().url, { userId: 'user-o', 'X-Market': 'FI', 'X-Locale': 'fi-FI' });
    await api.post('/cart/v2/order-1/increase', { articleId: FIXTURES.inStockArticleId });
    await api.post('/cart/v2/order-1/increase', { articleId: FIXTURES.inStockArticleId });
    await api.post('/cart/v2/order-1/increase', { articleId: FIXTURES.dyoCasesArticleId, ...DESIGN });
    await api.post('/cart/v2/order-1/increase', { articleId: FIXTURES.preOrderArticleId });
    const checkout = await api.post<CheckoutResponse>('/checkout/v2/order-1', { rebateCode: 'fynd10' });
    const summary = checkout.body.data.summary;
    const placed = await api.post<PlaceOrderResponse>('/order/v1/place', {
      cartId: 'order-1',
      checkoutToken: tokenOf(checkout.body.data.checkout.snippet),
      email: 'aino@example.fi',
      shippingAddress: ADDRESS,
    });
    expect(placed.status).toBe(201);

    const order = (await api.get<OrderResponse>(`/order/v1/${placed.body.data.orderId}`)).body.data;
    expect(order.items.map((item) => [item.articleId, item.quantity])).toEqual([
      [FIXTURES.preOrderArticleId, 1],
      [FIXTURES.dyoCasesArticleId, 1],
      [FIXTURES.inStockArticleId, 2],
    ]);
    const [preOrder, design, plain] = order.items;
    expect(preOrder!.availabilityDate).toEqual(expect.any(String));
    expect(design).toMatchObject({ dyoId: DESIGN.dyoId, dyoImageUrl: DESIGN.dyoImageUrl });
    expect(plain).toMatchObject({
      unitPrice: { currency: 'EUR' },
      imageUrl: expect.stringContaining(`/images/articles/${FIXTURES.inStockArticleId}-1.svg`),
    });
    expect(plain!.availabilityDate).toBeUndefined();
    expect(order.subtotalAmount).toEqual(summary.subtotal);
    expect(order.discountAmount).toEqual(summary.discount);
    expect(order.discountAmount.amount).toBeGreaterThan(0);
    expect(order.rebateCode).toEqual({ code: 'FYND10', title: '10 %:n alennus' });
    expect(order.items.reduce((sum, item) => sum + item.unitPrice.amount * item.quantity, 0)).toBe(order.subtotalAmount.amount);

    // Titles follow the reader's locale.
    const sv = createClient(services().url, { userId: 'user-o', 'X-Market': 'FI', 'X-Locale': 'sv-SE' });
    const swedish = (await sv.get<OrderResponse>(`/order/v1/${placed.body.data.orderId}`)).body.data;
    expect(swedish.rebateCode?.title).toBe('10 % rabatt');
    expect(swedish.items[2]!.title).not.toBe(plain!.title);
  });
});

describe('embedded checkout form', () => {
  it("checks itself (novalidate) with a message slot per field and the messages in the checkout's locale and market", async () => {
    const api = createClient(services().url, { userId: 'user-f', 'X-Market': 'FI', 'X-Locale': 'fi-FI' });
    await api.post('/cart/v2/form-1/increase', { articleId: FIXTURES.inStockArticleId });
    const snippet = (await api.post<CheckoutResponse>('/checkout/v2/form-1', {})).body.data.checkout.snippet;
    expect(snippet).toMatch(/<form [^>]*novalidate>/);
    for (const name of ['email', 'fullName', 'streetAddress', 'postalCode', 'city']) {
      const id = new RegExp(`<input id="([^"]+)" name="${name}"`).exec(snippet)?.[1];
      expect(snippet).toContain(`<p id="${id}-error" class="nf-checkout__field-error" hidden></p>`);
    }
    expect(snippet).toContain('Kirjoita sähköpostiosoitteesi.');
    expect(snippet).toContain('Kirjoita postinumero viidellä numerolla, esimerkiksi 00100.');
    expect(snippet).toContain('Tarkista merkityt kentät.');
    expect(snippet).not.toContain('reportValidity');
  });
});
