import type { NextApiRequest } from 'next';
import { HttpError } from '@/lib/http/errors';
import { formMocks } from './form-mocks';
import { ERROR, takeLogs } from '../helpers/logs';

const client = {
  getCart: jest.fn(),
  increase: jest.fn(),
  decrease: jest.fn(),
  remove: jest.fn(),
  checkout: jest.fn(),
};
jest.mock('@/server/services', () => {
  const { createMemoryCache } = jest.requireActual<{ createMemoryCache: () => unknown }>('@/lib/cache/memory-cache');
  const cache = createMemoryCache();
  return { purchaseClient: () => client, sharedCache: () => cache };
});
jest.mock('@/server/report-server-error', () => ({ reportServerError: jest.fn(() => Promise.resolve()) }));

// Imported after the mock so the forms talk to the fake client.
import handler from '@/pages/api/forms/cart/[action]';

const USER = '0b7c9d2e-3f4a-4b5c-8d6e-7f8091a2b3c4';
const CART = '1c8d0e3f-4a5b-4c6d-9e7f-8091a2b3c4d5';
const OTHER_CART = '2d9e1f4a-5b6c-4d7e-8f80-91a2b3c4d5e6';
const COOKIES = `nf_uid=${USER}; nf_cid=${CART}`;
let keyNumber = 0;
/** Each test is another client (the forms are rate-limited per shopper and IP). */
let testNumber = 0;
let clientAddress = '';
const freshKey = () => `key-${String(++keyNumber).padStart(12, '0')}`;

/** The cart the fake service holds: article id (`articleId~dyoId` for a design) → quantity. */
let lines: Map<string, number>;
const lineKey = (body: { articleId: string; dyoId?: string }) => (body.dyoId ? `${body.articleId}~${body.dyoId}` : body.articleId);
const answer = () => ({
  data: {
    id: CART,
    items: [...lines].map(([key, quantity]) => {
      const [articleId, dyoId] = key.split('~') as [string, string | undefined];
      return { article: { articleId, ...(dyoId ? { dyoId } : {}), title: `Article ${articleId}` }, quantity };
    }),
  },
});

beforeEach(() => {
  clientAddress = `10.0.${Math.floor(++testNumber / 250)}.${testNumber % 250}`;
  lines = new Map([['100017', 2]]);
  for (const fn of Object.values(client)) fn.mockReset();
  client.getCart.mockImplementation(async () => answer());
  client.increase.mockImplementation(async (_ctx, _cart, _user, body: { articleId: string; dyoId?: string }) => {
    lines.set(lineKey(body), (lines.get(lineKey(body)) ?? 0) + 1);
    return answer();
  });
  client.decrease.mockImplementation(async (_ctx, _cart, _user, body: { articleId: string }) => {
    lines.set(body.articleId, (lines.get(body.articleId) ?? 0) - 1);
    return answer();
  });
  client.remove.mockImplementation(async (_ctx, _cart, _user, articleId: string) => {
    lines.delete(articleId);
    return answer();
  });
  client.checkout.mockImplementation(async (_ctx, _cart, _user, body: { rebateCode?: string }) => {
    if (body.rebateCode === 'SOMMAR2024')
      throw new HttpError({ kind: 'bad-request', status: 400, message: 'Rebate code expired', code: 'REBATE_CODE_EXPIRED' });
    if (body.rebateCode !== 'FYND10')
      throw new HttpError({ kind: 'bad-request', status: 400, message: 'Invalid rebate code', code: 'REBATE_CODE_INVALID' });
    return { data: { checkout: { snippet: '<div></div>' }, summary: {} } };
  });
});

async function post(action: string, body: Record<string, unknown> | undefined, headers: Record<string, string | undefined> = {}) {
  const { req, res } = formMocks('POST', body, { cookie: COOKIES, ...headers });
  (req as { query: NextApiRequest['query'] }).query = { action };
  (req as unknown as { socket: { remoteAddress: string } }).socket = { remoteAddress: clientAddress };
  await handler(req, res);
  return res;
}

const addBody = (extra: Record<string, unknown> = {}) => ({
  articleId: '100084',
  quantity: '2',
  key: freshKey(),
  returnTo: '/produkt/100084/tangentbord/',
  locale: 'sv-SE',
  ...extra,
});

describe('POST /api/forms/cart/add/ (the buy box without JavaScript)', () => {
  it("adds N units with N sequential calls for the shopper's own cart and 303s back with a notice", async () => {
    const res = await post('add', addBody());
    expect(res.statusCode).toBe(303);
    expect(res.location()).toBe('/produkt/100084/tangentbord/?notice=cart-added');
    expect(res.getHeader('Cache-Control')).toBe('no-store');
    expect(client.increase).toHaveBeenCalledTimes(2);
    expect(client.increase).toHaveBeenCalledWith(expect.anything(), CART, USER, { articleId: '100084' });
    expect(lines.get('100084')).toBe(2);
  });

  it.each([
    ['plain', {}],
    ['json', { accept: 'application/json' }],
  ])('remembers the cart count for the header without JavaScript (%s)', async (_, headers) => {
    // The cart held 2 of 100017; the press adds 2 of 100084.
    const res = await post('add', addBody(), headers);
    expect(res.cookies().find((c) => c.startsWith('nf_cart_n='))).toMatch(/^nf_cart_n=4;/);
  });

  it('an empty count after a new cart', async () => {
    client.increase.mockRejectedValueOnce(new HttpError({ kind: 'bad-gateway', status: 502, message: 'Bad gateway' }));
    const res = await post('add', addBody({ quantity: '1' }));
    expect(res.cookies().find((c) => c.startsWith('nf_cart_n='))).toMatch(/^nf_cart_n=0;/);
  });

  it("goes to the cart page in the shopper's language when the form says so", async () => {
    const res = await post('add', addBody({ then: 'cart', locale: 'fi-FI', returnTo: '/fi-FI/tuote/100084/x/' }));
    expect(res.location()).toBe('/fi-FI/ostoskarry/?notice=cart-added');
  });

  it('a reused one-time key is a no-op: the item is in the cart once, the shopper is told', async () => {
    const body = addBody({ quantity: '1' });
    expect((await post('add', body)).location()).toMatch(/notice=cart-added$/);
    const again = await post('add', body);
    expect(again.statusCode).toBe(303);
    expect(again.location()).toBe('/produkt/100084/tangentbord/?notice=cart-already');
    expect(client.increase).toHaveBeenCalledTimes(1);
    expect(lines.get('100084')).toBe(1);
  });

  it("the same key in another shopper's cart is that shopper's own first press", async () => {
    const body = addBody({ quantity: '1' });
    await post('add', body);
    const other = await post('add', body, { cookie: `nf_uid=${USER}; nf_cid=${OTHER_CART}` });
    expect(other.location()).toMatch(/notice=cart-added$/);
    expect(client.increase).toHaveBeenLastCalledWith(expect.anything(), OTHER_CART, USER, { articleId: '100084' });
  });

  it.each([
    ['no article', { articleId: undefined }],
    ['a hostile article id', { articleId: '../../admin' }],
    ['no key', { key: undefined }],
    ['a short key', { key: 'abc' }],
    ['a zero quantity', { quantity: '0' }],
    ['a negative quantity', { quantity: '-3' }],
    ['a huge quantity', { quantity: '100' }],
    ['a fractional quantity', { quantity: '1.5' }],
    ['a repeated article field', { articleId: ['100084', '100017'] }],
  ])('%s: nothing is added, the page says the form could not be read', async (_, extra) => {
    const res = await post('add', addBody(extra));
    expect(res.statusCode).toBe(303);
    expect(res.location()).toBe('/produkt/100084/tangentbord/?notice=form-invalid');
    expect(client.increase).not.toHaveBeenCalled();
  });

  it('a first visit without cookies gets its ids and the item', async () => {
    const res = await post('add', addBody({ quantity: '1' }), { cookie: undefined });
    expect(res.cookies().map((c) => c.split('=')[0])).toEqual(['nf_uid', 'nf_cid', 'nf_cart_n']);
    expect(res.location()).toMatch(/notice=cart-added$/);
  });

  it("the service unreachable: 303 back with docs/spec.md §8's message, nothing lost, and the same press may be sent again", async () => {
    client.increase.mockRejectedValueOnce(new HttpError({ kind: 'network', message: 'connect ECONNREFUSED', code: 'ECONNREFUSED' }));
    const body = addBody({ quantity: '1' });
    const res = await post('add', body);
    expect(res.statusCode).toBe(303);
    expect(res.location()).toBe('/produkt/100084/tangentbord/?notice=cart-error-SERVICE_UNAVAILABLE');
    // No new ids; the header's count is the cart as the service last said.
    expect(res.cookies()).toEqual([expect.stringMatching(/^nf_cart_n=2;/)]);
    expect(lines.get('100017')).toBe(2);
    // The key was given back: the retry adds.
    const retry = await post('add', body);
    expect(retry.location()).toMatch(/notice=cart-added$/);
    expect(lines.get('100084')).toBe(1);
  });

  it("not enough stock: the service's message maps to NOT_ENOUGH_STOCK, the units added before stay", async () => {
    client.increase.mockImplementationOnce(async (_c, _id, _u, body: { articleId: string }) => {
      lines.set(body.articleId, 1);
      return answer();
    });
    client.increase.mockRejectedValueOnce(new HttpError({ kind: 'conflict', status: 409, message: 'Not enough stock' }));
    const res = await post('add', addBody({ quantity: '3' }));
    expect(res.location()).toBe('/produkt/100084/tangentbord/?notice=cart-error-NOT_ENOUGH_STOCK');
    expect(lines.get('100084')).toBe(1);
  });

  it('a timeout after the service applied the call counts as done: never added twice', async () => {
    client.increase.mockImplementationOnce(async (_c, _id, _u, body: { articleId: string }) => {
      lines.set(body.articleId, (lines.get(body.articleId) ?? 0) + 1);
      throw new HttpError({ kind: 'timeout', message: 'timed out', code: 'ETIMEDOUT' });
    });
    const res = await post('add', addBody({ quantity: '2' }));
    expect(res.location()).toMatch(/notice=cart-added$/);
    expect(lines.get('100084')).toBe(2);
  });

  it('an unknown failure starts a new cart (docs/spec.md §8) and says so', async () => {
    client.increase.mockRejectedValueOnce(new HttpError({ kind: 'bad-gateway', status: 502, message: 'Bad gateway' }));
    const res = await post('add', addBody({ quantity: '1' }));
    expect(res.location()).toBe('/produkt/100084/tangentbord/?notice=cart-reset');
    const cartCookie = res.cookies().find((c) => c.startsWith('nf_cid='));
    expect(cartCookie).toMatch(/^nf_cid=[0-9a-f-]{36}; Path=\/; Max-Age=1209600; SameSite=Lax$/);
    expect(cartCookie).not.toContain(CART);
  });

  it.each([
    ['plain', {}, 303],
    ['json', { accept: 'application/json' }, 500],
  ])('a crash in the route (%s) still ends with the generic notice, never a stack trace', async (_, headers, status) => {
    const body = addBody({ quantity: '1' });
    Object.defineProperty(body, 'articleId', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    const res = await post('add', body, headers);
    expect(res.statusCode).toBe(status);
    if (status === 303) expect(res.location()).toBe('/produkt/100084/tangentbord/?notice=error');
    else expect(res.text()).toEqual({ notice: 'error' });
    expect(takeLogs(ERROR)).toEqual([expect.objectContaining({ msg: 'form route failed', err: 'boom' })]);
  });

  it('a first read that fails is not a crash: the units are added, the cart is answered as the service last said', async () => {
    client.getCart.mockImplementationOnce(() => {
      throw new Error('boom');
    });
    const res = await post('add', addBody({ quantity: '1' }));
    expect(res.location()).toBe('/produkt/100084/tangentbord/?notice=cart-added');
    expect(lines.get('100084')).toBe(1);
  });

  it.each([
    ['the preview our design API answered', '/api/dyo/designs/D1/preview.png'],
    ["the design service's own preview URL", 'http://127.0.0.1:4010/dyo/v1/designs/D1/preview.png'],
  ])("a design's image: %s is passed on", async (_, dyoImageUrl) => {
    const res = await post('add', addBody({ quantity: '1', articleId: 'A1', dyoId: 'D1', dyoImageUrl }));
    expect(res.location()).toMatch(/notice=cart-added$/);
    expect(client.increase).toHaveBeenCalledWith(expect.anything(), CART, USER, { articleId: 'A1', dyoId: 'D1', dyoImageUrl });
  });

  it.each([
    ['javascript:', { dyoId: 'D1', dyoImageUrl: 'javascript:alert(1)' }],
    ['a foreign host', { dyoId: 'D1', dyoImageUrl: 'https://evil.example/x.png' }],
    ["another design's preview", { dyoId: 'D1', dyoImageUrl: '/api/dyo/designs/D2/preview.png' }],
    ['an image without a design id', { dyoImageUrl: '/api/dyo/designs/D1/preview.png' }],
  ])("a design's image: %s is refused and nothing is added", async (_, extra) => {
    const res = await post('add', addBody({ articleId: 'A1', ...extra }));
    expect(res.location()).toBe('/produkt/100084/tangentbord/?notice=form-invalid');
    expect(client.increase).not.toHaveBeenCalled();
  });
});

describe('POST /api/forms/cart/quantity/ and /remove/ (the cart page without JavaScript)', () => {
  const lineBody = (extra: Record<string, unknown> = {}) => ({
    articleId: '100017',
    cartId: CART,
    key: freshKey(),
    returnTo: '/varukorg/',
    locale: 'sv-SE',
    ...extra,
  });

  it('+ raises the line by one, − lowers it by one', async () => {
    expect((await post('quantity', lineBody({ from: '2', to: '3' }))).location()).toBe('/varukorg/?notice=cart-updated');
    expect(lines.get('100017')).toBe(3);
    expect((await post('quantity', lineBody({ from: '3', to: '2' }))).location()).toBe('/varukorg/?notice=cart-updated');
    expect(lines.get('100017')).toBe(2);
    expect(client.decrease).toHaveBeenCalledWith(expect.anything(), CART, USER, { articleId: '100017' });
  });

  it('a double tap on + (same key, same press) raises it once; another press with the same page key counts', async () => {
    const body = lineBody({ from: '2', to: '3' });
    await post('quantity', body);
    expect((await post('quantity', body)).location()).toBe('/varukorg/?notice=cart-already');
    expect(lines.get('100017')).toBe(3);
    expect((await post('remove', { ...lineBody(), key: body.key })).location()).toBe('/varukorg/?notice=cart-removed');
    expect(lines.has('100017')).toBe(false);
  });

  it('remove takes the line out', async () => {
    const res = await post('remove', lineBody());
    expect(res.location()).toBe('/varukorg/?notice=cart-removed');
    expect(client.remove).toHaveBeenCalledWith(expect.anything(), CART, USER, '100017', undefined);
  });

  it.each([
    ['quantity', { from: '2', to: '3' }],
    ['remove', {}],
  ])('%s on a foreign cart id changes nothing', async (action, extra) => {
    const res = await post(action, lineBody({ ...extra, cartId: OTHER_CART }));
    expect(res.location()).toBe('/varukorg/?notice=error');
    expect(client.increase).not.toHaveBeenCalled();
    expect(client.remove).not.toHaveBeenCalled();
  });

  it.each([
    ['below one', { from: '1', to: '0' }],
    ['no from', { to: '3' }],
    ['text', { from: 'two', to: 'three' }],
  ])('a quantity %s is refused', async (_, extra) => {
    const res = await post('quantity', lineBody(extra));
    expect(res.location()).toBe('/varukorg/?notice=form-invalid');
    expect(lines.get('100017')).toBe(2);
  });

  it("remove failing upstream: the line stays, the shopper reads docs/spec.md §8's message", async () => {
    client.remove.mockRejectedValueOnce(new HttpError({ kind: 'not-found', status: 404, message: 'Article not in cart' }));
    const res = await post('remove', lineBody());
    expect(res.location()).toBe('/varukorg/?notice=cart-error-UNABLE_TO_REMOVE_ARTICLE');
    expect(lines.get('100017')).toBe(2);
  });
});

describe('POST /api/forms/cart/add-all/ (a shared cart without JavaScript)', () => {
  const body = (extra: Record<string, unknown> = {}) => ({
    item: ['100084*2', '100090~dyo-1*1'],
    key: freshKey(),
    returnTo: '/delad-varukorg/?items=100084*2',
    locale: 'sv-SE',
    ...extra,
  });

  it("adds every line into the visitor's own cart, then shows the cart", async () => {
    const res = await post('add-all', body());
    expect(res.location()).toBe('/varukorg/?notice=cart-added');
    expect(client.increase).toHaveBeenCalledTimes(3);
    expect(client.increase).toHaveBeenLastCalledWith(expect.anything(), CART, USER, { articleId: '100090', dyoId: 'dyo-1' });
  });

  it('a second delivery adds nothing', async () => {
    const same = body();
    await post('add-all', same);
    expect((await post('add-all', same)).location()).toBe('/varukorg/?notice=cart-already');
    expect(client.increase).toHaveBeenCalledTimes(3);
  });

  it('the link opened again (a new page, a new key) and pressed again adds nothing: the cart holds the shared lines once', async () => {
    await post('add-all', body());
    const again = await post('add-all', body());
    expect(again.location()).toBe('/varukorg/?notice=cart-shared-in-cart');
    expect(client.increase).toHaveBeenCalledTimes(3);
    expect([...lines]).toEqual([
      ['100017', 2],
      ['100084', 2],
      ['100090~dyo-1', 1],
    ]);
  });

  it('two tabs pressing at the same moment (two keys) add the lines once', async () => {
    const add = client.increase.getMockImplementation()!;
    client.increase.mockImplementation(async (...args: Parameters<typeof add>) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return add(...args);
    });
    const answers = await Promise.all([post('add-all', body()), post('add-all', body())]);
    expect(answers.map((res) => res.location()).sort()).toEqual(['/varukorg/?notice=cart-added', '/varukorg/?notice=cart-already']);
    expect(client.increase).toHaveBeenCalledTimes(3);
    expect(lines.get('100084')).toBe(2);
    // The lock is released: the link pressed again later finds everything in the cart.
    expect((await post('add-all', body())).location()).toBe('/varukorg/?notice=cart-shared-in-cart');
  });

  it('what the cart already holds of a line counts: only the rest is added', async () => {
    lines.set('100084', 1);
    expect((await post('add-all', body())).location()).toBe('/varukorg/?notice=cart-added');
    expect(lines.get('100084')).toBe(2);
    expect(client.increase).toHaveBeenCalledTimes(2);
  });

  it('once the shopper removed the lines, the link adds them again', async () => {
    await post('add-all', body());
    lines.delete('100084');
    expect((await post('add-all', body())).location()).toBe('/varukorg/?notice=cart-added');
    expect(lines.get('100084')).toBe(2);
    expect(lines.get('100090~dyo-1')).toBe(1);
  });

  it('a cart that cannot be read adds nothing, and the same press may be sent again', async () => {
    client.getCart.mockRejectedValueOnce(new HttpError({ kind: 'network', code: 'ECONNREFUSED', message: 'refused' }));
    const same = body();
    expect((await post('add-all', same)).location()).toBe('/delad-varukorg/?items=100084*2&notice=cart-error-SERVICE_UNAVAILABLE');
    expect(client.increase).not.toHaveBeenCalled();
    expect((await post('add-all', same)).location()).toBe('/varukorg/?notice=cart-added');
  });

  it.each([
    ['no items', { item: undefined }],
    ['a malformed item', { item: ['100084*2', 'x*y'] }],
    ['a zero quantity', { item: '100084*0' }],
    ['too many items', { item: Array.from({ length: 51 }, (_, i) => `${100000 + i}*1`) }],
  ])('%s is refused and adds nothing', async (_, extra) => {
    const res = await post('add-all', body(extra));
    expect(res.location()).toBe('/delad-varukorg/?items=100084*2&notice=form-invalid');
    expect(client.increase).not.toHaveBeenCalled();
  });

  it('stops at a failing line: what was added stays, the shopper reads why', async () => {
    client.increase.mockImplementationOnce(async (_c, _id, _u, b: { articleId: string }) => {
      lines.set(b.articleId, 1);
      return answer();
    });
    client.increase.mockRejectedValueOnce(new HttpError({ kind: 'conflict', status: 409, message: 'Not enough stock' }));
    const res = await post('add-all', body());
    expect(res.location()).toBe('/delad-varukorg/?items=100084*2&notice=cart-error-NOT_ENOUGH_STOCK');
    expect(lines.get('100084')).toBe(1);
  });
});

describe('the same forms pressed by the enhanced control (Accept: application/json)', () => {
  const json = { accept: 'application/json' };
  const cartOf = (entries: [string, number][]) => ({
    id: CART,
    items: entries.map(([articleId, quantity]) => ({ article: { articleId, title: `Article ${articleId}` }, quantity })),
  });
  const line = (extra: Record<string, unknown>) => ({ articleId: '100017', cartId: CART, key: freshKey(), locale: 'sv-SE', ...extra });

  it('add: 200 with the notice and the cart as the service holds it, no redirect', async () => {
    const res = await post('add', addBody(), json);
    expect(res.statusCode).toBe(200);
    expect(res.location()).toBeUndefined();
    expect(res.getHeader('Cache-Control')).toBe('no-store');
    expect(res.text()).toEqual({
      notice: 'cart-added',
      cart: cartOf([
        ['100017', 2],
        ['100084', 2],
      ]),
    });
  });

  it('a double tap (same key) is one press; the second answer still carries the cart', async () => {
    const body = addBody({ quantity: '1' });
    await post('add', body, json);
    const again = await post('add', body, json);
    expect(again.text()).toEqual({
      notice: 'cart-already',
      cart: cartOf([
        ['100017', 2],
        ['100084', 1],
      ]),
    });
    expect(client.increase).toHaveBeenCalledTimes(1);
  });

  it('quantity and remove answer the cart after the change', async () => {
    expect((await post('quantity', line({ from: '2', to: '4' }), json)).text()).toEqual({
      notice: 'cart-updated',
      cart: cartOf([['100017', 4]]),
    });
    expect((await post('remove', line({}), json)).text()).toEqual({ notice: 'cart-removed', cart: cartOf([]) });
  });

  it('add all answers the cart with the shared lines', async () => {
    const res = await post('add-all', { item: ['100084*2'], key: freshKey(), locale: 'sv-SE' }, json);
    expect(res.text()).toEqual({
      notice: 'cart-added',
      cart: cartOf([
        ['100017', 2],
        ['100084', 2],
      ]),
    });
  });

  it("a failure: docs/spec.md §8's failure, the cart as it is; a failure that starts over has no cart and a new cart id", async () => {
    client.increase.mockRejectedValueOnce(new HttpError({ kind: 'conflict', status: 409, message: 'Out of stock' }));
    expect((await post('add', addBody(), json)).text()).toEqual({
      notice: 'cart-error-OUT_OF_STOCK',
      cart: cartOf([['100017', 2]]),
      failure: { code: 'OUT_OF_STOCK', banner: null, resetCart: false },
    });
    client.increase.mockRejectedValueOnce(new HttpError({ kind: 'http', status: 500, message: 'boom' }));
    const reset = await post('add', addBody(), json);
    expect(reset.text()).toEqual({
      notice: 'cart-reset',
      cart: null,
      failure: {
        code: 'UNKNOWN_ERROR',
        banner: 'errors::Unfortunately you will have to add your items to the cart again',
        resetCart: true,
      },
    });
    expect(reset.cookies().map((c) => c.split('=')[0])).toEqual(['nf_cid', 'nf_cart_n']);
  });

  it('an invalid form is 400 and another cart is 403, each with its notice, and nothing changes', async () => {
    const invalid = await post('add', addBody({ quantity: 'many' }), json);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.text()).toEqual({ notice: 'form-invalid', cart: null });
    const foreign = await post('remove', line({ cartId: OTHER_CART }), json);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.text()).toEqual({ notice: 'error', cart: null });
    expect(client.increase).not.toHaveBeenCalled();
    expect(client.remove).not.toHaveBeenCalled();
  });

  it('the rebate code: apply answers the checkout and keeps the code; a wrong code says so; remove forgets it', async () => {
    const rebate = (extra: Record<string, unknown>) => ({ intent: 'apply', cartId: CART, key: freshKey(), locale: 'sv-SE', ...extra });
    const applied = await post('rebate', rebate({ rebateCode: 'fynd10', confirmationUrl: '/varukorg/kassa/tack/' }), json);
    expect(applied.text()).toEqual({
      notice: 'rebate-applied',
      cart: null,
      checkout: { checkout: { snippet: '<div></div>' }, summary: {} },
    });
    expect(client.checkout).toHaveBeenCalledWith(
      expect.anything(),
      CART,
      USER,
      { rebateCode: 'FYND10', confirmationUrl: '/varukorg/kassa/tack/' },
      expect.anything(),
    );
    expect(applied.cookies()).toEqual([expect.stringMatching(/^nf_rebate=FYND10;/)]);
    expect((await post('rebate', rebate({ rebateCode: 'NOPE' }), json)).text()).toEqual({ notice: 'rebate-invalid', cart: null });
    expect((await post('rebate', rebate({ rebateCode: 'not a code!' }), json)).text()).toEqual({ notice: 'rebate-invalid', cart: null });
    const removed = await post('rebate', { intent: 'remove', cartId: CART, key: freshKey(), locale: 'sv-SE' }, json);
    expect(removed.text()).toEqual({ notice: 'rebate-removed', cart: null });
    expect(removed.cookies()).toEqual([expect.stringMatching(/^nf_rebate=;/)]);
  });

  it('a cross-site press is refused before anything, as for the plain form', async () => {
    const cross = await post('add', addBody(), { ...json, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(cross.statusCode).toBe(403);
    expect(client.increase).not.toHaveBeenCalled();
  });
});

describe("the cart forms' door", () => {
  it('answers 405 to GET, 404 to an unknown form, 403 to a cross-site POST, and changes nothing', async () => {
    const { req, res } = formMocks('GET', undefined, { cookie: COOKIES });
    (req as { query: NextApiRequest['query'] }).query = { action: 'add' };
    await handler(req, res);
    expect(res.statusCode).toBe(405);
    expect((await post('empty', addBody())).statusCode).toBe(404);
    const cross = await post('add', addBody(), { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
    expect(cross.statusCode).toBe(403);
    const json = await post('add', addBody(), { 'content-type': 'application/json' });
    expect(json.statusCode).toBe(415);
    expect(client.increase).not.toHaveBeenCalled();
  });
});

describe('POST /api/forms/cart/rebate/ (the rebate code without JavaScript)', () => {
  const rebateBody = (extra: Record<string, unknown> = {}) => ({
    intent: 'apply',
    rebateCode: 'fynd10',
    cartId: CART,
    key: freshKey(),
    returnTo: '/varukorg/',
    locale: 'sv-SE',
    ...extra,
  });
  const rebateCookie = (res: { cookies: () => string[] }) => res.cookies().find((c) => c.startsWith('nf_rebate='));

  it("apply: the service checks the code for the shopper's own cart, the code is kept (upper case) and the cart page says so", async () => {
    const res = await post('rebate', rebateBody());
    expect(res.statusCode).toBe(303);
    expect(res.location()).toBe('/varukorg/?notice=rebate-applied');
    expect(res.getHeader('Cache-Control')).toBe('no-store');
    expect(client.checkout).toHaveBeenCalledWith(
      expect.anything(),
      CART,
      USER,
      { rebateCode: 'FYND10' },
      expect.objectContaining({ marketingConsent: false }),
    );
    expect(rebateCookie(res)).toBe('nf_rebate=FYND10; Path=/; Max-Age=86400; SameSite=Lax');
    expect(lines.get('100017')).toBe(2);
  });

  it('remove forgets the code', async () => {
    const res = await post(
      'rebate',
      { intent: 'remove', cartId: CART, key: freshKey(), returnTo: '/fi-FI/ostoskarry/', locale: 'fi-FI' },
      { cookie: `${COOKIES}; nf_rebate=FYND10` },
    );
    expect(res.location()).toBe('/fi-FI/ostoskarry/?notice=rebate-removed');
    expect(rebateCookie(res)).toMatch(/^nf_rebate=; Path=\/; Max-Age=0;/);
    expect(client.checkout).not.toHaveBeenCalled();
  });

  it.each([
    ['unknown', 'NOPE', 'rebate-invalid'],
    ['expired', 'SOMMAR2024', 'rebate-expired'],
  ])('an %s code is not kept and the shopper reads why; the cart is untouched', async (_, code, notice) => {
    const res = await post('rebate', rebateBody({ rebateCode: code }));
    expect(res.location()).toBe(`/varukorg/?notice=${notice}`);
    expect(rebateCookie(res)).toBeUndefined();
    expect(lines.get('100017')).toBe(2);
  });

  it("the service unreachable: 303 back with the notice in the shopper's language, no code kept, and the same press may be sent again", async () => {
    client.checkout.mockRejectedValueOnce(new HttpError({ kind: 'network', message: 'connect ECONNREFUSED', code: 'ECONNREFUSED' }));
    const body = rebateBody({ returnTo: '/fi-FI/ostoskarry/', locale: 'fi-FI' });
    const res = await post('rebate', body);
    expect(res.location()).toBe('/fi-FI/ostoskarry/?notice=rebate-unavailable');
    expect(rebateCookie(res)).toBeUndefined();
    expect(lines.get('100017')).toBe(2);
    const retry = await post('rebate', body);
    expect(retry.location()).toBe('/fi-FI/ostoskarry/?notice=rebate-applied');
  });

  it('a reused one-time key is a no-op: the service is asked once', async () => {
    const body = rebateBody();
    await post('rebate', body);
    const again = await post('rebate', body);
    expect(again.statusCode).toBe(303);
    expect(again.location()).toBe('/varukorg/');
    expect(client.checkout).toHaveBeenCalledTimes(1);
  });

  it('a foreign cart id changes nothing', async () => {
    const res = await post('rebate', rebateBody({ cartId: OTHER_CART }));
    expect(res.location()).toBe('/varukorg/?notice=error');
    expect(client.checkout).not.toHaveBeenCalled();
    expect(rebateCookie(res)).toBeUndefined();
  });

  it.each([
    ['no intent', { intent: undefined }, 'form-invalid'],
    ['an unknown intent', { intent: 'steal' }, 'form-invalid'],
    ['no key', { key: undefined }, 'form-invalid'],
    ['no cart id', { cartId: undefined }, 'form-invalid'],
    ['an empty code', { rebateCode: '' }, 'rebate-invalid'],
    ['a hostile code', { rebateCode: '<script>' }, 'rebate-invalid'],
    ['a huge code', { rebateCode: 'A'.repeat(41) }, 'rebate-invalid'],
    ['a repeated code', { rebateCode: ['FYND10', 'FRIFRAKT'] }, 'rebate-invalid'],
  ])('%s is refused without asking the service', async (_, extra, notice) => {
    const res = await post('rebate', rebateBody(extra));
    expect(res.location()).toBe(`/varukorg/?notice=${notice}`);
    expect(client.checkout).not.toHaveBeenCalled();
  });

  it('a cross-site POST and a GET are refused', async () => {
    expect((await post('rebate', rebateBody(), { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })).statusCode).toBe(403);
    const { req, res } = formMocks('GET', undefined, { cookie: COOKIES });
    (req as { query: NextApiRequest['query'] }).query = { action: 'rebate' };
    await handler(req, res);
    expect(res.statusCode).toBe(405);
    expect(client.checkout).not.toHaveBeenCalled();
  });
});
