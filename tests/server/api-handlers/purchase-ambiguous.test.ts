/**
 * @jest-environment node
 *
 * A purchase service slower than the app's timeout still applies the write.
 * Through the real purchase proxy against the real local services with a fault that applies each
 * write but answers only after the client's timeout (`answerDelayMs`): nothing is doubled, nothing
 * is lost, the shopper is told what really happened and an order that exists is confirmed.
 */
import type { NextApiRequest } from 'next';
import { startDevServices, type DevServices } from '@/dev-services/app';
import { createMemoryCache } from '@/lib/cache/memory-cache';
import { createPurchaseClient, type PurchaseClient } from '@/services/purchase/client';
import { createMocks } from '../../pages/api-mocks';
import { ERROR, takeLogs } from '../../helpers/logs';

let purchase: PurchaseClient | undefined;
const memory = createMemoryCache();
jest.mock('@/server/services', () => ({
  purchaseClient: () => {
    if (!purchase) throw new Error('services not started');
    return purchase;
  },
  sharedCache: () => memory,
}));

import { purchaseProxy } from '@/server/api-handlers/purchase-proxy';

const TIMEOUT_MS = 400;
const USER = '0b7c9d2e-3f4a-4b5c-8d6e-7f8091a2b3c4';
let services: DevServices;
let cartCounter = 0;

beforeAll(async () => {
  services = await startDevServices({ port: 0, log: false });
  purchase = createPurchaseClient(`${services.url}/`, { timeoutMs: TIMEOUT_MS });
});
afterAll(() => services.close());
beforeEach(() => services.state.faults.clear());

/** A write that takes effect at once but is answered only after the app gave up. */
function slowAnswers(method: string, path: string, times?: number) {
  services.state.faults.add({ method, path, answerDelayMs: TIMEOUT_MS * 3, ...(times ? { times } : {}) });
}

async function call(method: string, path: string[], cartId: string, body?: unknown) {
  const { req, res } = createMocks(method, body, { cookie: `nf_uid=${USER}; nf_cid=${cartId}` });
  (req as { query: NextApiRequest['query'] }).query = { path };
  (req as unknown as { socket: { remoteAddress: string } }).socket = { remoteAddress: '10.9.9.9' };
  await purchaseProxy(req, res);
  return {
    status: res.statusCode,
    body: res.jsonBody() as { data?: { items?: { article: { articleId: string }; quantity: number }[]; orderId?: string }; code?: string },
  };
}

const newCart = () => `2d9e1f4a-5b6c-4d7e-8f80-${String(++cartCounter).padStart(12, '0')}`;
const quantityIn = (items: { article: { articleId: string }; quantity: number }[] | undefined, articleId: string) =>
  items?.find((i) => i.article.articleId === articleId)?.quantity ?? 0;
/** The error line the HTTP client writes for each call the app gave up on. */
const timedOut = (method: string, path: RegExp) =>
  expect.objectContaining({
    level: ERROR,
    msg: 'upstream timeout: Request timed out',
    kind: 'timeout',
    method,
    url: expect.stringMatching(path),
  });
const cartQuantity = (cartId: string, articleId: string) =>
  services.state.carts.get(cartId)?.lines.find((l) => l.articleId === articleId)?.quantity ?? 0;

describe('a purchase service slower than the timeout', () => {
  it('an add answered too late is applied once, and the shopper is told it worked', async () => {
    const cartId = newCart();
    slowAnswers('POST', '/increase$', 1);
    const added = await call('POST', ['cart', 'v2', cartId, 'increase'], cartId, { articleId: '100017' });
    expect(added.status).toBe(200);
    expect(quantityIn(added.body.data?.items, '100017')).toBe(1);
    expect(cartQuantity(cartId, '100017')).toBe(1);
    expect(takeLogs(ERROR)).toEqual([timedOut('POST', /\/increase$/)]);
  });

  it('a decrease and a removal answered too late are applied once, and reported as done', async () => {
    const cartId = newCart();
    for (let i = 0; i < 3; i++) await call('POST', ['cart', 'v2', cartId, 'increase'], cartId, { articleId: '100017' });
    slowAnswers('PUT', '/decrease$', 1);
    const decreased = await call('PUT', ['cart', 'v2', cartId, 'decrease'], cartId, { articleId: '100017' });
    expect(decreased.status).toBe(200);
    expect(quantityIn(decreased.body.data?.items, '100017')).toBe(2);
    expect(cartQuantity(cartId, '100017')).toBe(2);
    slowAnswers('DELETE', '/articles/100017$', 1);
    const removed = await call('DELETE', ['cart', 'v2', cartId, 'articles', '100017'], cartId);
    expect(removed.status).toBe(200);
    expect(quantityIn(removed.body.data?.items, '100017')).toBe(0);
    expect(takeLogs(ERROR)).toEqual([timedOut('PUT', /\/decrease$/), timedOut('DELETE', /\/articles\/100017$/)]);
  });

  it.each([
    ['answered too late once', 1, 1],
    ['answered too late every time', undefined, 2],
  ])('an order placed while the service is %s: one order, the cart empty, and its id for the confirmation', async (_, times, timeouts) => {
    const cartId = newCart();
    await call('POST', ['cart', 'v2', cartId, 'increase'], cartId, { articleId: '100017' });
    const checkout = await call('POST', ['checkout', 'v2', cartId], cartId, { confirmationUrl: '/varukorg/kassa/tack/' });
    const token =
      /"checkoutToken":"([^"]+)"/.exec(
        JSON.stringify((checkout.body.data as { checkout?: { snippet?: string } } | undefined)?.checkout?.snippet ?? ''),
      )?.[1] ?? /checkoutToken\\?":\\?"([0-9a-f-]{36})/.exec(JSON.stringify(checkout.body))?.[1];
    expect(token).toBeTruthy();
    const before = services.state.orders.size;
    slowAnswers('POST', '^/order/v1/place$', times);
    const placed = await call('POST', ['order', 'v1', 'place'], cartId, {
      cartId,
      checkoutToken: token,
      email: 'anna@example.com',
      shippingAddress: { fullName: 'Anna Andersson', streetAddress: 'Storgatan 1', postalCode: '113 51', city: 'Stockholm' },
    });
    expect(placed.status).toBe(200);
    expect(services.state.orders.size).toBe(before + 1);
    const orderId = placed.body.data?.orderId;
    expect(services.state.orders.get(orderId ?? '')?.userId).toBe(USER);
    expect(services.state.carts.get(cartId)?.lines).toEqual([]);
    // Each attempt the app gave up on (the first, and the one sent again with the same key when that too was late).
    expect(takeLogs(ERROR)).toEqual(Array.from({ length: timeouts }, () => timedOut('POST', /\/order\/v1\/place$/)));
    // The confirmation reads it.
    services.state.faults.clear();
    expect((await call('GET', ['order', 'v1', orderId ?? ''], cartId)).status).toBe(200);
  });
});
