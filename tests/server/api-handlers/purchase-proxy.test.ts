import type { NextApiRequest } from 'next';
import { HttpError } from '@/lib/http/errors';
import { createMocks } from '../../pages/api-mocks';

const client = {
  getCart: jest.fn(),
  increase: jest.fn(),
  checkout: jest.fn(),
  getOrder: jest.fn(),
  placeOrder: jest.fn(),
};
jest.mock('@/server/services', () => {
  const { createMemoryCache } = jest.requireActual<{ createMemoryCache: () => unknown }>('@/lib/cache/memory-cache');
  const cache = createMemoryCache();
  return { purchaseClient: () => client, sharedCache: () => cache };
});

// Imported after the mock so the proxy talks to the fake client.
import { purchaseProxy } from '@/server/api-handlers/purchase-proxy';

const USER = '0b7c9d2e-3f4a-4b5c-8d6e-7f8091a2b3c4';
const CART = '1c8d0e3f-4a5b-4c6d-9e7f-8091a2b3c4d5';
const OTHER_CART = '2d9e1f4a-5b6c-4d7e-8f80-91a2b3c4d5e6';
const cart = { data: { id: CART, items: [] } };

function call(
  method: string,
  path: string[],
  {
    body,
    cookies = `nf_uid=${USER}; nf_cid=${CART}`,
    query = {},
  }: { body?: unknown; cookies?: string; query?: Record<string, string> } = {},
) {
  const { req, res } = createMocks(method, body, cookies ? { cookie: cookies } : {});
  (req as { query: NextApiRequest['query'] }).query = { path, ...query };
  (req as unknown as { socket: { remoteAddress: string } }).socket = { remoteAddress: `10.0.0.${Math.floor(Math.random() * 250)}` };
  return { res, done: purchaseProxy(req, res) };
}

beforeEach(() => {
  for (const fn of Object.values(client)) fn.mockReset();
  client.getCart.mockResolvedValue(cart);
  client.increase.mockResolvedValue(cart);
  client.checkout.mockResolvedValue({ data: { checkout: { snippet: '<div></div>' }, summary: {} } });
});

describe('purchase proxy: ownership', () => {
  it("reads the shopper's own cart with the user id from the cookie, never stored", async () => {
    const { res, done } = call('GET', ['cart', 'v2', CART]);
    await done;
    expect(res.statusCode).toBe(200);
    expect(res.jsonBody()).toEqual(cart);
    expect(client.getCart).toHaveBeenCalledWith(expect.anything(), CART, USER);
    expect(res.getHeader('Cache-Control')).toBe('no-store');
  });

  it.each([
    ['another cart id', ['cart', 'v2', OTHER_CART], `nf_uid=${USER}; nf_cid=${CART}`],
    ['no cart cookie', ['cart', 'v2', CART], `nf_uid=${USER}`],
  ])('refuses %s with 403', async (_, path, cookies) => {
    const { res, done } = call('GET', path, { cookies });
    await done;
    expect(res.statusCode).toBe(403);
    expect(client.getCart).not.toHaveBeenCalled();
  });

  it('answers 400 without a user id', async () => {
    const { res, done } = call('GET', ['cart', 'v2', CART], { cookies: `nf_cid=${CART}` });
    await done;
    expect(res.statusCode).toBe(400);
  });

  it("places an order only for the shopper's own cart", async () => {
    const body = { cartId: OTHER_CART, email: 'a@example.com', shippingAddress: {} };
    const { res, done } = call('POST', ['order', 'v1', 'place'], { body });
    await done;
    expect(res.statusCode).toBe(403);
    expect(client.placeOrder).not.toHaveBeenCalled();
  });
});

describe('purchase proxy: methods and endpoints', () => {
  it.each([
    ['GET', ['cart', 'v2', CART, 'increase']],
    ['POST', ['cart', 'v2', CART, 'decrease']],
    ['GET', ['wishlist', 'v1', 'x']],
  ])('%s %j is not an endpoint: 404', async (method, path) => {
    const { res, done } = call(method, path);
    await done;
    expect(res.statusCode).toBe(404);
  });

  it.each(['PATCH', 'PUT', 'DELETE'])('answers 405 to %s, a method no endpoint has', async (method) => {
    const { res, done } = call(method, ['cart', 'v2', CART]);
    await done;
    expect(res.statusCode).toBe(405);
  });

  it('changes no cart: its write paths are gone (the cart forms change the cart, server/forms/cart.ts)', async () => {
    const increase = call('POST', ['cart', 'v2', CART, 'increase'], { body: { articleId: 'A1' } });
    await increase.done;
    expect(increase.res.statusCode).toBe(404);
    const remove = call('DELETE', ['cart', 'v2', CART, 'articles', 'A1']);
    await remove.done;
    expect(remove.res.statusCode).toBe(405);
    expect(client.increase).not.toHaveBeenCalled();
  });
});

describe('purchase proxy: bodies', () => {
  it('refuses a checkout confirmation URL to another site', async () => {
    const { res, done } = call('POST', ['checkout', 'v2', CART], { body: { confirmationUrl: 'https://evil.example/' } });
    await done;
    expect(res.statusCode).toBe(400);
    expect(client.checkout).not.toHaveBeenCalled();
  });

  it("passes the service's status, message and code through", async () => {
    client.checkout.mockRejectedValue(new HttpError({ kind: 'bad-request', status: 400, message: 'Cart is empty', code: 'EMPTY_CART' }));
    const { res, done } = call('POST', ['checkout', 'v2', CART], { body: { confirmationUrl: '/tack/' } });
    await done;
    expect(res.statusCode).toBe(400);
    expect(res.jsonBody()).toEqual({ message: 'Cart is empty', code: 'EMPTY_CART' });
  });
});

describe('purchase proxy: order privacy', () => {
  const order = {
    data: {
      orderId: 'NF-1',
      // An internal field on a line must not leak either: only the listed fields are copied.
      items: [
        {
          articleId: 'A1',
          quantity: 2,
          title: 'Lamp',
          slug: 'lamp',
          imageUrl: 'https://img/a1.svg',
          unitPrice: { amount: 50, currency: 'SEK' },
          profit: 7,
        },
      ],
      subtotalAmount: { amount: 100, currency: 'SEK' },
      discountAmount: { amount: 0, currency: 'SEK' },
      totalAmount: { amount: 100, currency: 'SEK' },
      totalVatAmount: { amount: 20, currency: 'SEK' },
      totalShippingAmount: { amount: 0, currency: 'SEK' },
      email: 'a@example.com',
      shippingAddress: { city: 'Malmö' },
      profitArticleList: [{ articleId: 'A1', quantity: 2, profit: { amount: 999, currency: 'SEK' } }],
    },
  };

  it("reads an order with the browser's user id", async () => {
    client.getOrder.mockResolvedValue(order);
    const { res, done } = call('GET', ['order', 'v1', 'NF-1']);
    await done;
    expect(client.getOrder).toHaveBeenCalledWith(expect.anything(), 'NF-1', USER);
    expect(res.statusCode).toBe(200);
    // No profit leaves the server.
    expect(JSON.stringify(res.jsonBody())).not.toMatch(/profit/i);
    expect(res.jsonBody()).toMatchObject({ data: { orderId: 'NF-1', items: [{ articleId: 'A1', quantity: 2 }] } });
  });

  it.each([
    ['without a user id', `nf_cid=${CART}`, 'NF-1'],
    ['with a malformed order id', `nf_uid=${USER}`, 'NF 1'],
  ])('answers the unknown-order 404 %s', async (_, cookies, orderId) => {
    const { res, done } = call('GET', ['order', 'v1', orderId], { cookies });
    await done;
    expect(res.statusCode).toBe(404);
    expect(client.getOrder).not.toHaveBeenCalled();
  });
});

describe('purchase proxy: cross-site requests (same-origin.ts)', () => {
  function callWith(method: string, path: string[], headers: Record<string, string>, body?: unknown) {
    const { req, res } = createMocks(method, body, { cookie: `nf_uid=${USER}; nf_cid=${CART}`, host: 'localhost:3000', ...headers });
    (req as { query: NextApiRequest['query'] }).query = { path };
    (req as unknown as { socket: { remoteAddress: string } }).socket = { remoteAddress: '10.1.0.1' };
    return { res, done: purchaseProxy(req, res) };
  }

  it('refuses a cross-site form post to start a checkout with 415 and calls nothing', async () => {
    const { res, done } = callWith(
      'POST',
      ['checkout', 'v2', CART],
      { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      'confirmationUrl=/tack/',
    );
    await done;
    expect(res.statusCode).toBe(415);
    expect(client.checkout).not.toHaveBeenCalled();
  });

  it('refuses JSON from another origin with 403 (checkout, placing an order)', async () => {
    const checkout = callWith('POST', ['checkout', 'v2', CART], { origin: 'https://evil.example' }, {});
    await checkout.done;
    expect(checkout.res.statusCode).toBe(403);
    const place = callWith('POST', ['order', 'v1', 'place'], { 'sec-fetch-site': 'cross-site' }, { cartId: CART });
    await place.done;
    expect(place.res.statusCode).toBe(403);
    expect(client.checkout).not.toHaveBeenCalled();
    expect(client.placeOrder).not.toHaveBeenCalled();
  });

  it("serves our own page's call", async () => {
    const { res, done } = callWith(
      'POST',
      ['checkout', 'v2', CART],
      { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
      { confirmationUrl: '/tack/' },
    );
    await done;
    expect(res.statusCode).toBe(200);
  });
});

describe('purchase proxy: upstream error bodies', () => {
  it('never passes an HTML page on as the message', async () => {
    client.checkout.mockRejectedValue(
      new HttpError({
        kind: 'http',
        status: 500,
        message: '<html><body><pre>TypeError at /srv/cart.js:12</pre></body></html>',
        code: '<b>',
      }),
    );
    const { res, done } = call('POST', ['checkout', 'v2', CART], { body: { confirmationUrl: '/tack/' } });
    await done;
    expect(res.statusCode).toBe(500);
    expect(res.jsonBody()).toEqual({ message: 'Något gick fel hos oss. Försök igen om en stund.' });
  });

  it.each([
    ['fi-FI', 500, 'Meillä tapahtui virhe. Yritä hetken kuluttua uudelleen.'],
    ['da-DK', 502, 'Der gik noget galt hos os. Prøv igen om lidt.'],
    ['en-US', 503, 'Something went wrong on our side. Please try again in a moment.'],
  ])(
    "answers a %s shopper a %s with a generic message in their language, never the service's stack trace",
    async (locale, status, message) => {
      client.checkout.mockRejectedValue(
        new HttpError({
          kind: status === 502 ? 'bad-gateway' : 'http',
          status,
          message: 'Internal error at com.shop.CartService.increase(CartService.java:42)',
          code: 'INTERNAL',
        }),
      );
      const { req, res } = createMocks(
        'POST',
        { confirmationUrl: '/tack/' },
        { cookie: `nf_uid=${USER}; nf_cid=${CART}`, 'x-locale': locale },
      );
      (req as { query: NextApiRequest['query'] }).query = { path: ['checkout', 'v2', CART] };
      await purchaseProxy(req, res);
      expect(res.statusCode).toBe(status);
      expect(res.jsonBody()).toEqual({ message, code: 'INTERNAL' });
    },
  );
});
