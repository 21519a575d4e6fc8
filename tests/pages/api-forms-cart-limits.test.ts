/**
 * Bounded work and rate limits of the cart forms (docs/security.md): units per press,
 * purchase calls per request, form posts per shopper and IP, rebate codes per cart and IP, and the
 * one-time key's rounds (a cached page's key counts again after the shopper saw the answer).
 */
import type { NextApiRequest } from 'next';
import { HttpError } from '@/lib/http/errors';
import { formMocks } from './form-mocks';

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

import handler from '@/pages/api/forms/cart/[action]';
import { formAnswerSeen } from '@/server/forms/one-time-key';
import { MAX_UNITS_PER_PRESS, MAX_UPSTREAM_CALLS } from '@/server/forms/cart';
import { FORM_POSTS_PER_MINUTE, REBATE_ATTEMPTS } from '@/server/forms/form-limits';
import { readFileSync } from 'node:fs';
import { LOCALES } from '@/lib/locales';

const USER = '0b7c9d2e-3f4a-4b5c-8d6e-7f8091a2b3c4';
let cartNumber = 0;
let cart = '';
let ip = '';
let keyNumber = 0;
const freshKey = () => `limit-key-${String(++keyNumber).padStart(8, '0')}`;
const upstreamCalls = () => Object.values(client).reduce((sum, fn) => sum + fn.mock.calls.length, 0);

let lines: Map<string, number>;
const answer = () => ({
  data: {
    id: cart,
    items: [...lines].map(([articleId, quantity]) => ({ article: { articleId, title: `Article ${articleId}` }, quantity })),
  },
});

beforeEach(() => {
  cartNumber += 1;
  cart = `3e0f2a5b-6c7d-4e8f-9a0b-${String(cartNumber).padStart(12, '0')}`;
  ip = `192.0.2.${cartNumber}`;
  lines = new Map();
  for (const fn of Object.values(client)) fn.mockReset();
  client.getCart.mockImplementation(async () => answer());
  client.increase.mockImplementation(async (_ctx, _cart, _user, body: { articleId: string }) => {
    lines.set(body.articleId, (lines.get(body.articleId) ?? 0) + 1);
    return answer();
  });
  client.decrease.mockImplementation(async (_ctx, _cart, _user, body: { articleId: string }) => {
    lines.set(body.articleId, (lines.get(body.articleId) ?? 0) - 1);
    return answer();
  });
  client.checkout.mockImplementation(async (_ctx, _cart, _user, body: { rebateCode?: string }) => {
    if (body.rebateCode !== 'FYND10')
      throw new HttpError({ kind: 'bad-request', status: 400, message: 'Invalid rebate code', code: 'REBATE_CODE_INVALID' });
    return { data: { checkout: { snippet: '<div></div>' }, summary: {} } };
  });
});

afterEach(() => {
  jest.useRealTimers();
});

async function post(action: string, body: Record<string, unknown>, options: { cookie?: string | undefined; ip?: string } = {}) {
  const cookie = 'cookie' in options ? options.cookie : `nf_uid=${USER}; nf_cid=${cart}`;
  const { req, res } = formMocks('POST', body, { cookie });
  (req as { query: NextApiRequest['query'] }).query = { action };
  (req as unknown as { socket: { remoteAddress: string } }).socket = { remoteAddress: options.ip ?? ip };
  await handler(req, res);
  return res;
}

describe('the numbers docs/security.md states', () => {
  it('are the ones the code uses, and the capped notice names the cap in every locale', () => {
    expect([MAX_UNITS_PER_PRESS, MAX_UPSTREAM_CALLS]).toEqual([50, 60]);
    expect(FORM_POSTS_PER_MINUTE).toEqual({ shopper: 30, ip: 120 });
    expect(REBATE_ATTEMPTS).toEqual({ limit: 10, windowMs: 600_000 });
    for (const locale of LOCALES) {
      const { notices } = JSON.parse(readFileSync(`public/locales/${locale}/translation.json`, 'utf8')) as {
        notices: Record<string, string>;
      };
      expect(notices['cart-capped']).toContain('50');
    }
  });
});

describe('bounded work per request', () => {
  it('an add of 99 adds 50 with 51 purchase calls and says the rest was not added', async () => {
    const res = await post('add', {
      articleId: '100084',
      quantity: '99',
      key: freshKey(),
      returnTo: '/produkt/100084/tangentbord/',
      locale: 'sv-SE',
    });
    expect(res.location()).toBe('/produkt/100084/tangentbord/?notice=cart-capped');
    expect(client.increase).toHaveBeenCalledTimes(50);
    expect(client.getCart).toHaveBeenCalledTimes(1);
    expect(lines.get('100084')).toBe(50);
  });

  it('a quantity change from 1 to 99 moves the line by 50', async () => {
    lines.set('100017', 1);
    const res = await post('quantity', {
      articleId: '100017',
      cartId: cart,
      from: '1',
      to: '99',
      key: freshKey(),
      returnTo: '/varukorg/',
      locale: 'sv-SE',
    });
    expect(res.location()).toBe('/varukorg/?notice=cart-capped');
    expect(lines.get('100017')).toBe(51);
    expect(upstreamCalls()).toBe(51);
  });

  it('add-all of 50 lines × 99 (749 bytes) makes at most 60 calls and adds 50 units, in order', async () => {
    const items = Array.from({ length: 50 }, (_, i) => `${100000 + i}*99`);
    const res = await post('add-all', { item: items, key: freshKey(), returnTo: '/delad-varukorg/', locale: 'sv-SE' });
    expect(res.location()).toBe('/varukorg/?notice=cart-capped');
    expect(upstreamCalls()).toBe(51);
    expect([...lines]).toEqual([['100000', 50]]);
  });

  it('add-all of 50 lines × 1 adds them all with one cart read', async () => {
    const items = Array.from({ length: 50 }, (_, i) => `${100000 + i}*1`);
    const res = await post('add-all', { item: items, key: freshKey(), returnTo: '/delad-varukorg/', locale: 'fi-FI' });
    expect(res.location()).toBe('/fi-FI/ostoskarry/?notice=cart-added');
    expect(client.getCart).toHaveBeenCalledTimes(1);
    expect(lines.size).toBe(50);
  });

  it('every call timing out but applied (two calls a unit): the request stops at 60 calls, the cart is kept', async () => {
    client.increase.mockImplementation(async (_ctx, _cart, _user, body: { articleId: string }) => {
      lines.set(body.articleId, (lines.get(body.articleId) ?? 0) + 1);
      throw new HttpError({ kind: 'timeout', message: 'timed out' });
    });
    const res = await post('add', {
      articleId: '100084',
      quantity: '50',
      key: freshKey(),
      returnTo: '/produkt/100084/tangentbord/',
      locale: 'sv-SE',
    });
    expect(upstreamCalls()).toBe(60);
    // The 61st call (a read after the 30th timeout) is not made: the timeout is what the shopper reads.
    expect(res.location()).toBe('/produkt/100084/tangentbord/?notice=cart-error-SERVICE_UNAVAILABLE');
    expect(lines.get('100084')).toBe(30);
    // The cart is kept: no new cart id (only the header's count hint).
    expect(res.cookies().filter((c) => !c.startsWith('nf_cart_n='))).toEqual([]);
  });
});

describe('form posts per shopper and per IP', () => {
  const addBody = () => ({ articleId: '100084', key: freshKey(), returnTo: '/produkt/100084/tangentbord/', locale: 'da-DK' });

  it('30 posts a minute per shopper and IP, then a 303 back with Retry-After and a notice; another shopper of the IP goes on', async () => {
    for (let i = 0; i < 30; i++) expect((await post('add', addBody())).location()).toMatch(/notice=cart-added$/);
    const limited = await post('add', addBody());
    expect(limited.statusCode).toBe(303);
    expect(limited.location()).toBe('/produkt/100084/tangentbord/?notice=form-rate-limited');
    expect(Number(limited.getHeader('Retry-After'))).toBeGreaterThan(0);
    expect(client.increase).toHaveBeenCalledTimes(30);
    const other = await post('add', addBody(), { cookie: `nf_uid=5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6; nf_cid=${cart}` });
    expect(other.location()).toMatch(/notice=cart-added$/);
  });

  it('120 posts a minute per IP, with or without cookies', async () => {
    let added = 0;
    for (let i = 0; i < 130; i++) {
      const cookie = i % 2 === 0 ? undefined : `nf_uid=6e2f3a4b-5c6d-4e7f-8a81-${String(i).padStart(12, '0')}`;
      const res = await post('add', addBody(), { cookie });
      if (res.location()!.endsWith('notice=cart-added')) added += 1;
      else expect(res.location()).toMatch(/notice=form-rate-limited$/);
    }
    // Every post counts for the IP, refused ones too: of the first 120, the 60 without a cookie are one shopper (30 pass)
    // and the 60 with a fresh cookie each pass; the last 10 are over the IP's 120.
    expect(added).toBe(30 + 60);
    const later = await post('add', addBody(), { cookie: `nf_uid=7f3a4b5c-6d7e-4f80-9b92-000000000001` });
    expect(later.location()).toMatch(/notice=form-rate-limited$/);
  });

  it('the consent form is limited too', async () => {
    const consent = (await import('@/pages/api/forms/consent')).default;
    let last = '';
    for (let i = 0; i < 31; i++) {
      const { req, res } = formMocks('POST', { action: 'reject-all', returnTo: '/', locale: 'nb-NO' }, { cookie: `nf_uid=${USER}` });
      (req as unknown as { socket: { remoteAddress: string } }).socket = { remoteAddress: ip };
      await consent(req, res);
      last = res.location()!;
    }
    expect(last).toBe('/?notice=form-rate-limited');
  });
});

describe('rebate codes per cart and per IP', () => {
  const rebate = (code: string, cartId = cart) => ({
    intent: 'apply',
    rebateCode: code,
    cartId,
    key: freshKey(),
    returnTo: '/varukorg/',
    locale: 'sv-SE',
  });

  it('10 codes in 10 minutes per cart; the 11th is not asked about, even the right one; after the wait it works', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-28T08:00:00Z'), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    for (let i = 0; i < 10; i++) expect((await post('rebate', rebate(`GUESS${i}`))).location()).toBe('/varukorg/?notice=rebate-invalid');
    const locked = await post('rebate', rebate('FYND10'));
    expect(locked.location()).toBe('/varukorg/?notice=rebate-locked');
    expect(Number(locked.getHeader('Retry-After'))).toBeGreaterThan(0);
    expect(client.checkout).toHaveBeenCalledTimes(10);
    jest.setSystemTime(new Date('2026-11-28T08:10:01Z'));
    const later = await post('rebate', rebate('FYND10'));
    expect(later.location()).toBe('/varukorg/?notice=rebate-applied');
  });

  it('10 codes per IP whatever cart they are for', async () => {
    for (let i = 0; i < 10; i++) {
      const cartId = `4f1a3b6c-7d8e-4f90-8b1c-${String(i).padStart(12, '0')}`;
      const res = await post('rebate', rebate(`GUESS${i}`, cartId), {
        cookie: `nf_uid=8a4b5c6d-7e8f-4091-8c2d-${String(i).padStart(12, '0')}; nf_cid=${cartId}`,
      });
      expect(res.location()).toBe('/varukorg/?notice=rebate-invalid');
    }
    expect((await post('rebate', rebate('FYND10'))).location()).toBe('/varukorg/?notice=rebate-locked');
    expect(client.checkout).toHaveBeenCalledTimes(10);
  });
});

describe("a cached page's key (the same key in every copy of the page)", () => {
  const press = (key: string) => post('add', { articleId: '100017', key, returnTo: '/produkt/100017/laddare/', locale: 'sv-SE' });

  it('a double tap or a resubmission counts once; a press after the shopper saw the answer and reloaded the cached page counts again', async () => {
    const cachedKey = freshKey();
    expect((await press(cachedKey)).location()).toBe('/produkt/100017/laddare/?notice=cart-added');
    // The second tap of a double tap, or the browser sending the form again: the 303 was never followed.
    expect((await press(cachedKey)).location()).toBe('/produkt/100017/laddare/?notice=cart-already');
    expect(lines.get('100017')).toBe(1);
    // The browser follows the 303 (a page with ?notice=, rendered by the server: server/page-props.ts) …
    await formAnswerSeen(cart);
    // … the shopper reloads the product page (the same cached copy, the same key) and presses again on purpose.
    expect((await press(cachedKey)).location()).toBe('/produkt/100017/laddare/?notice=cart-added');
    expect(lines.get('100017')).toBe(2);
    // and a double tap of that press is still one
    expect((await press(cachedKey)).location()).toBe('/produkt/100017/laddare/?notice=cart-already');
    expect(lines.get('100017')).toBe(2);
  });

  it('two presses racing in one round add once', async () => {
    const key = freshKey();
    const results = await Promise.all([press(key), press(key)]);
    expect(results.map((r) => r.location()).sort()).toEqual([
      '/produkt/100017/laddare/?notice=cart-added',
      '/produkt/100017/laddare/?notice=cart-already',
    ]);
    expect(lines.get('100017')).toBe(1);
  });
});
