import type * as Crypto from 'node:crypto';
import type { Cache } from '@/lib/cache/cache';

/** A shared cache that records what it holds and for how long. */
const held = new Map<string, { value: string; ttl: number }>();
const cache: Cache = {
  kind: 'redis',
  get: async (key) => held.get(key)?.value,
  set: async (key, value, ttl) => {
    held.set(key, { value, ttl });
  },
  incr: async (key, ttl) => {
    const count = Number(held.get(key)?.value ?? 0) + 1;
    held.set(key, { value: String(count), ttl });
    return count;
  },
  delete: async (key) => {
    held.delete(key);
  },
  close: async () => undefined,
};
jest.mock('@/server/services', () => ({ sharedCache: () => cache }));
jest.mock('node:crypto', () => {
  const actual = jest.requireActual<typeof Crypto>('node:crypto');
  return { ...actual, randomFillSync: jest.fn(actual.randomFillSync) };
});

import { randomFillSync } from 'node:crypto';
import { FORM_KEY_PATTERN, claimFormKey, formAnswerSeen, formKeyTtlSeconds, newFormKey, releaseFormKey } from '@/server/forms/one-time-key';

const CART = '1c8d0e3f-4a5b-4c6d-9e7f-8091a2b3c4d5';
const KEY = 'k'.repeat(22);

beforeEach(() => held.clear());

describe("a page's form key", () => {
  it('is 16 random bytes as 22 base64url characters, never the same, and 300 keys ask for random bytes twice', () => {
    const calls = jest.mocked(randomFillSync).mock.calls.length;
    const keys = Array.from({ length: 300 }, () => newFormKey());
    expect(jest.mocked(randomFillSync).mock.calls.length - calls).toBe(2);
    expect(new Set(keys).size).toBe(300);
    for (const key of keys) {
      expect(key).toMatch(FORM_KEY_PATTERN);
      expect(key).toHaveLength(22);
    }
  });
});

describe('one-time form keys', () => {
  it('a double tap counts once when the shared cache could not answer the first press (a Redis client still connecting)', async () => {
    const incr = cache.incr;
    cache.incr = async () => undefined;
    expect(await claimFormKey(CART, 'c'.repeat(22), 'add:100002:')).not.toBeNull();
    cache.incr = incr;
    expect(await claimFormKey(CART, 'c'.repeat(22), 'add:100002:')).toBeNull();
  });

  it('a released claim is deleted, not kept as a value', async () => {
    const claim = await claimFormKey(CART, KEY, 'add:100017:');
    expect(claim).not.toBeNull();
    expect(held.size).toBe(1);
    await releaseFormKey(claim!);
    expect(held.size).toBe(0);
    expect(await claimFormKey(CART, KEY, 'add:100017:')).not.toBeNull();
  });

  it('a claim lives as long as a cached copy of the page is handed out (s-maxage + stale-while-revalidate), not an hour', async () => {
    await claimFormKey(CART, KEY, 'add:100017:');
    expect([...held.values()].map((entry) => entry.ttl)).toEqual([360]);
    expect(formKeyTtlSeconds(60)).toBe(360);
    expect(formKeyTtlSeconds(0)).toBe(60);
    expect(formKeyTtlSeconds(600)).toBe(3600);
  });

  it("a claim's name is short whatever the form held (an add-all of 50 items of 64-character ids)", async () => {
    const items = Array.from({ length: 50 }, (_, i) => `${'a'.repeat(60)}${1000 + i}~${'d'.repeat(64)}*99`).join(',');
    expect(items.length).toBeGreaterThan(6000);
    await claimFormKey(CART, 'k'.repeat(64), `add-all:${items}`);
    const [name] = [...held.keys()];
    expect(name!.length).toBeLessThanOrEqual(140);
  });

  it('the same key and press is one claim per round; the round goes on when the shopper saw the answer', async () => {
    expect(await claimFormKey(CART, KEY, 'add:100017:')).not.toBeNull();
    expect(await claimFormKey(CART, KEY, 'add:100017:')).toBeNull();
    await formAnswerSeen(CART);
    expect(await claimFormKey(CART, KEY, 'add:100017:')).not.toBeNull();
    expect(await claimFormKey(CART, KEY, 'add:100017:')).toBeNull();
    // another cart's round is its own
    expect(await claimFormKey('2d9e1f4a-5b6c-4d7e-8f80-91a2b3c4d5e6', KEY, 'add:100017:')).not.toBeNull();
  });
});
