/**
 * The order look-up limit (server/order-lookups.ts) and the order privacy rule, against the
 * real local services (a real order placed by one shopper) and a real redis-server (the
 * limit shared by several instances).
 */
import type { NextApiRequest } from 'next';
import { createMemoryCache } from '@/lib/cache/memory-cache';
import { createRedisCache } from '@/lib/cache/redis-cache';
import { silentLogger } from '@/tests/helpers/logs';
import type { Cache } from '@/lib/cache/cache';
import { createPurchaseClient, type PurchaseClient } from '@/services/purchase/client';
import {
  createOrderLookupLimit,
  createOrderLookupLimits,
  limitedOrderLookup,
  ORDER_LOOKUPS_HARD_PER_MINUTE,
  ORDER_LOOKUPS_PER_MINUTE,
  ORDER_MISSES_PER_IP_PER_MINUTE,
} from '@/server/order-lookups';
import { startDevServices, type DevServices } from '@/dev-services/app';
import { createMocks } from '../pages/api-mocks';
import { startRedis, type RedisProcess } from '../helpers/redis-server';

let purchase: PurchaseClient | undefined;
const memory = createMemoryCache();
jest.mock('@/server/services', () => ({
  purchaseClient: () => {
    if (!purchase) throw new Error('services not started');
    return purchase;
  },
  sharedCache: () => memory,
}));

// Imported after the mock: the proxy talks to the real local services.
import { purchaseProxy } from '@/server/api-handlers/purchase-proxy';

const SHOPPER = '0b7c9d2e-3f4a-4b5c-8d6e-7f8091a2b3c4';
const OTHER = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
const CART = '1c8d0e3f-4a5b-4c6d-9e7f-8091a2b3c4d5';

let services: DevServices;
let orderId: string;
let nextIp = 1;

/** A fresh client IP per test, so the proxy's process-wide limit starts full for each. */
const freshIp = () => `10.20.${Math.floor(nextIp / 250)}.${nextIp++ % 250}`;

async function placeOrder(url: string): Promise<string> {
  const headers = { 'Content-Type': 'application/json', userId: SHOPPER, 'X-Market': 'SE', 'X-Locale': 'sv-SE' };
  const post = (path: string, body: unknown) =>
    fetch(`${url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) }).then(async (r) => ({
      status: r.status,
      text: await r.text(),
    }));
  expect((await post(`/cart/v2/${CART}/increase`, { articleId: '100017' })).status).toBe(200);
  const checkout = await post(`/checkout/v2/${CART}`, { confirmationUrl: '/varukorg/kassa/tack/' });
  const token = /checkoutToken\\?":\\?"([0-9a-f-]{36})/.exec(checkout.text)?.[1];
  if (!token) throw new Error(`no checkout token: ${checkout.status}`);
  const placed = await post('/order/v1/place', {
    cartId: CART,
    checkoutToken: token,
    email: 'anna@example.com',
    shippingAddress: { fullName: 'Anna Andersson', streetAddress: 'Storgatan 1', postalCode: '113 51', city: 'Stockholm' },
  });
  const id = /NF-\d{8}/.exec(placed.text)?.[0];
  if (!id) throw new Error(`no order id: ${placed.status} ${placed.text}`);
  return id;
}

beforeAll(async () => {
  services = await startDevServices({ port: 0, log: false });
  purchase = createPurchaseClient(`${services.url}/`);
  orderId = await placeOrder(services.url);
});
afterAll(async () => {
  await services.close();
});

async function readOrder(id: string, { ip, userId }: { ip: string; userId?: string }) {
  const { req, res } = createMocks('GET', undefined, userId ? { cookie: `nf_uid=${userId}` } : {});
  (req as { query: NextApiRequest['query'] }).query = { path: ['order', 'v1', id] };
  (req as unknown as { socket: { remoteAddress: string } }).socket = { remoteAddress: ip };
  await purchaseProxy(req, res);
  return { status: res.statusCode, body: res.jsonBody(), retryAfter: res.getHeader('Retry-After') };
}

describe('order look-ups through the purchase proxy', () => {
  it('lets the shopper who placed the order read it', async () => {
    const own = await readOrder(orderId, { ip: freshIp(), userId: SHOPPER });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ data: { orderId, email: 'anna@example.com' } });
    expect(JSON.stringify(own.body)).not.toMatch(/profit/i);
  });

  it("answers an unknown order, another shopper's order and a look-up without a user id with the same 404", async () => {
    const ip = freshIp();
    const unknown = await readOrder('NF-00000001', { ip, userId: SHOPPER });
    const others = await readOrder(orderId, { ip, userId: OTHER });
    const anonymous = await readOrder(orderId, { ip });
    expect(unknown.status).toBe(404);
    expect(others).toEqual(unknown);
    expect(anonymous).toEqual(unknown);
    expect(JSON.stringify(others.body)).not.toContain(orderId);
  });

  it(`allows ${ORDER_LOOKUPS_PER_MINUTE} misses a minute per shopper and IP, then 429 with Retry-After; the owner's own order still shows`, async () => {
    const ip = freshIp();
    for (let i = 0; i < ORDER_LOOKUPS_PER_MINUTE; i++)
      expect((await readOrder(`NF-0000${String(1000 + i)}`, { ip, userId: OTHER })).status).toBe(404);
    const refused = await readOrder(orderId, { ip, userId: OTHER });
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
    expect(JSON.stringify(refused.body)).not.toContain('anna@example.com');
    // Behind one load balancer every shopper shares the IP; the buyer is not blocked by someone else's guesses.
    const own = await readOrder(orderId, { ip, userId: SHOPPER });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ data: { orderId } });
  });

  it(`bounds a client that changes its cookie every time at ${ORDER_MISSES_PER_IP_PER_MINUTE} misses per IP, and still shows the owner their order`, async () => {
    const ip = freshIp();
    const stranger = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
    // The in-process bucket refills one miss every 0.6 s while the loop runs, so allow a few more.
    let firstRefused = -1;
    for (let i = 0; i < ORDER_MISSES_PER_IP_PER_MINUTE + 10 && firstRefused < 0; i++) {
      const { status } = await readOrder(`NF-0001${String(1000 + i)}`, { ip, userId: stranger(i) });
      if (status === 429) firstRefused = i;
      else expect(status).toBe(404);
    }
    expect(firstRefused).toBeGreaterThanOrEqual(ORDER_MISSES_PER_IP_PER_MINUTE);
    expect((await readOrder('NF-00020002', { ip })).status).toBe(429);
    expect((await readOrder(orderId, { ip, userId: SHOPPER })).status).toBe(200);
  });
});

describe('look-ups of one shopper', () => {
  it(`stop asking the purchase service after ${ORDER_LOOKUPS_HARD_PER_MINUTE} a minute, found or not`, async () => {
    const limits = createOrderLookupLimits(createMemoryCache());
    const find = jest.fn(async () => ({ orderId: 'NF-1' }));
    for (let i = 0; i < ORDER_LOOKUPS_HARD_PER_MINUTE; i++)
      await expect(limitedOrderLookup(limits, { ip: '7.7.7.7', userId: SHOPPER }, find)).resolves.toMatchObject({ kind: 'found' });
    await expect(limitedOrderLookup(limits, { ip: '7.7.7.7', userId: SHOPPER }, find)).resolves.toMatchObject({ kind: 'rate-limited' });
    expect(find).toHaveBeenCalledTimes(ORDER_LOOKUPS_HARD_PER_MINUTE);
    // Another shopper behind the same IP is not affected.
    await expect(limitedOrderLookup(limits, { ip: '7.7.7.7', userId: OTHER }, find)).resolves.toMatchObject({ kind: 'found' });
  });
});

describe('the limit per client (in-process: no Redis)', () => {
  it('refills over the minute', async () => {
    let clock = 1_000_000;
    const take = createOrderLookupLimit({ cache: createMemoryCache(), perMinute: 3, now: () => clock });
    for (let i = 0; i < 3; i++) await expect(take('1.1.1.1')).resolves.toBeNull();
    await expect(take('1.1.1.1')).resolves.toBe(20); // one token per 20 s
    await expect(take('2.2.2.2')).resolves.toBeNull();
    clock += 20_000;
    await expect(take('1.1.1.1')).resolves.toBeNull();
    await expect(take('1.1.1.1')).resolves.not.toBeNull();
  });
});

describe('the limit shared through Redis', () => {
  let redis: RedisProcess;
  let caches: Cache[];

  beforeAll(async () => {
    redis = await startRedis();
    caches = [createRedisCache(redis.url, silentLogger), createRedisCache(redis.url, silentLogger)];
    for (const cache of caches) {
      for (let i = 0; i < 40 && (await cache.incr('probe', 5)) === undefined; i++) await new Promise((r) => setTimeout(r, 25));
    }
  });
  afterAll(async () => {
    for (const cache of caches) await cache.close();
    await redis.stop();
  });

  it('counts a client once over several instances, not once per instance', async () => {
    const at = 60_000 * 1_000_000 + 15_000; // 15 s into a minute
    const [first, second] = caches.map((cache) => createOrderLookupLimit({ cache, perMinute: 20, now: () => at }));
    for (let i = 0; i < 10; i++) {
      await expect(first!('3.3.3.3')).resolves.toBeNull();
      await expect(second!('3.3.3.3')).resolves.toBeNull();
    }
    // 20 taken over two instances: the next one is refused on either, until the minute is over.
    await expect(first!('3.3.3.3')).resolves.toBe(45);
    await expect(second!('3.3.3.3')).resolves.toBe(45);
    await expect(first!('4.4.4.4')).resolves.toBeNull();
  });

  it('starts a new count each minute', async () => {
    let at = 60_000 * 2_000_000;
    const take = createOrderLookupLimit({ cache: caches[0]!, perMinute: 2, now: () => at });
    await take('5.5.5.5');
    await take('5.5.5.5');
    await expect(take('5.5.5.5')).resolves.not.toBeNull();
    at += 60_000;
    await expect(take('5.5.5.5')).resolves.toBeNull();
  });

  it('counts in the instance while Redis does not answer, never blocking the shopper longer than the cache bound', async () => {
    const stalled = await startRedis();
    const cache = createRedisCache(stalled.url, silentLogger);
    for (let i = 0; i < 40 && (await cache.incr('probe', 5)) === undefined; i++) await new Promise((r) => setTimeout(r, 25));
    const take = createOrderLookupLimit({ cache, perMinute: 2 });
    stalled.process.kill('SIGSTOP');
    try {
      const started = Date.now();
      await expect(take('6.6.6.6')).resolves.toBeNull();
      await expect(take('6.6.6.6')).resolves.toBeNull();
      await expect(take('6.6.6.6')).resolves.not.toBeNull();
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      await cache.close();
      await stalled.stop();
    }
  });
});
