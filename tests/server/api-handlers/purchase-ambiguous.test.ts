/**
 * @jest-environment node
 *
 * A purchase service slower than the app's timeout still applies the write.
 * Through the cart's one write path (server/forms/cart.ts, both answers: the plain form's 303 and the
 * enhanced control's JSON) and the purchase proxy's order placement, against the real local services
 * with faults that apply each write but answer only after the client's timeout (`answerDelayMs`), drop
 * the connection or refuse: nothing is doubled, nothing is lost, the shopper is told what really
 * happened and an order that exists is confirmed.
 */
import type { NextApiRequest } from 'next';
import { startDevServices, type DevServices } from '@/dev-services/app';
import { createMemoryCache } from '@/lib/cache/memory-cache';
import { createPurchaseClient, type PurchaseClient } from '@/services/purchase/client';
import { createMocks } from '../../pages/api-mocks';
import { formMocks } from '../../pages/form-mocks';
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
import { cartForm } from '@/server/forms/cart';

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

type Answer = 'json' | 'plain';
let keyCounter = 0;

/** One press of a cart form; `answer` says whether it is the enhanced control's (JSON) or the plain form's (303). */
async function press(action: string, cartId: string, fields: Record<string, string>, answer: Answer) {
  const body = { key: `press-key-${String(++keyCounter).padStart(8, '0')}`, locale: 'sv-SE', returnTo: '/varukorg/', ...fields };
  const { req, res } = formMocks('POST', body, {
    cookie: `nf_uid=${USER}; nf_cid=${cartId}`,
    ...(answer === 'json' ? { accept: 'application/json' } : {}),
  });
  (req as { query: NextApiRequest['query'] }).query = { action };
  (req as unknown as { socket: { remoteAddress: string } }).socket = { remoteAddress: '10.9.9.10' };
  await cartForm(req, res);
  const json =
    answer === 'json'
      ? (res.text() as {
          notice: string;
          cart: { items: { article: { articleId: string }; quantity: number }[] } | null;
          failure?: { code: string };
        })
      : undefined;
  return {
    status: res.statusCode,
    notice: json ? json.notice : new URL(res.location() ?? '', 'http://x').searchParams.get('notice'),
    json,
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

describe.each<Answer>(['json', 'plain'])('a cart press (%s answer) while the purchase service is slow or gone', (answer) => {
  it('an add answered too late once is applied once (sent again with the same Idempotency-Key), and the shopper is told it worked', async () => {
    const cartId = newCart();
    slowAnswers('POST', '/increase$', 1);
    const added = await press('add', cartId, { articleId: '100017' }, answer);
    expect(added.status).toBe(answer === 'json' ? 200 : 303);
    expect(added.notice).toBe('cart-added');
    if (answer === 'json') expect(quantityIn(added.json?.cart?.items, '100017')).toBe(1);
    expect(cartQuantity(cartId, '100017')).toBe(1);
    expect(takeLogs(ERROR)).toEqual([timedOut('POST', /\/increase$/)]);
  });

  it('an add answered too late every time is reconciled by reading the cart: each unit once, no error', async () => {
    const cartId = newCart();
    slowAnswers('POST', '/increase$');
    const added = await press('add', cartId, { articleId: '100017', quantity: '2' }, answer);
    expect(added.notice).toBe('cart-added');
    if (answer === 'json') expect(added.json).toMatchObject({ cart: { items: [{ article: { articleId: '100017' }, quantity: 2 }] } });
    expect(added.json?.failure).toBeUndefined();
    expect(cartQuantity(cartId, '100017')).toBe(2);
    // Each unit: the first send and the one sent again with the same key, both late.
    expect(takeLogs(ERROR)).toHaveLength(4);
  });

  it('a decrease and a removal answered too late are applied once, and reported as done', async () => {
    const cartId = newCart();
    await press('add', cartId, { articleId: '100017', quantity: '3' }, answer);
    slowAnswers('PUT', '/decrease$');
    const decreased = await press('quantity', cartId, { articleId: '100017', cartId, from: '3', to: '2' }, answer);
    expect(decreased.notice).toBe('cart-updated');
    expect(cartQuantity(cartId, '100017')).toBe(2);
    slowAnswers('DELETE', '/articles/100017$', 1);
    const removed = await press('remove', cartId, { articleId: '100017', cartId }, answer);
    expect(removed.notice).toBe('cart-removed');
    if (answer === 'json') expect(removed.json?.cart?.items).toEqual([]);
    expect(cartQuantity(cartId, '100017')).toBe(0);
    takeLogs(ERROR);
  });

  it('a connection dropped before the service applied the add: the cart read says so, the shopper is told, nothing is added', async () => {
    const cartId = newCart();
    services.state.faults.add({ method: 'POST', path: '/increase$', drop: true });
    const added = await press('add', cartId, { articleId: '100017' }, answer);
    expect(added.notice).toBe('cart-error-SERVICE_UNAVAILABLE');
    if (answer === 'json')
      expect(added.json).toMatchObject({ cart: { items: [] }, failure: { code: 'SERVICE_UNAVAILABLE', resetCart: false } });
    expect(cartQuantity(cartId, '100017')).toBe(0);
    takeLogs(ERROR);
  });

  it('a refusal (503) is not ambiguous: nothing applied, no second send, and the same press may be sent again', async () => {
    const cartId = newCart();
    services.state.faults.add({ method: 'POST', path: '/increase$', status: 503, times: 1 });
    const fields = { articleId: '100017', key: `press-key-refused-${answer}` };
    const refused = await press('add', cartId, fields, answer);
    expect(refused.notice).toMatch(/^cart-(error-|reset)/);
    expect(cartQuantity(cartId, '100017')).toBe(0);
    const again = await press('add', cartId, fields, answer);
    expect(again.notice).toBe('cart-added');
    expect(cartQuantity(cartId, '100017')).toBe(1);
    takeLogs(ERROR);
  });
});

describe('a purchase service slower than the timeout', () => {
  it.each([
    ['answered too late once', 1, 1],
    ['answered too late every time', undefined, 2],
  ])('an order placed while the service is %s: one order, the cart empty, and its id for the confirmation', async (_, times, timeouts) => {
    const cartId = newCart();
    await press('add', cartId, { articleId: '100017' }, 'json');
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
