/** @jest-environment node */
import { resetServerEnv, serverEnv } from '@/server/env';

const NAMES = ['SHOP_CACHE_TTL_SECONDS', 'CATALOG_CACHE_TTL_SECONDS', 'PAGE_CACHE_SECONDS', 'BREAKER_OPEN_SECONDS'] as const;

afterEach(() => {
  for (const name of NAMES) delete process.env[name];
  resetServerEnv();
});

describe('cache lifetimes and the breaker open time', () => {
  it('take fractions of a second (the end-to-end app runs on short ones)', () => {
    process.env.SHOP_CACHE_TTL_SECONDS = '0.2';
    process.env.CATALOG_CACHE_TTL_SECONDS = '0.2';
    process.env.PAGE_CACHE_SECONDS = '0.5';
    process.env.BREAKER_OPEN_SECONDS = '1.5';
    resetServerEnv();
    const env = serverEnv();
    expect([env.SHOP_CACHE_TTL_SECONDS, env.CATALOG_CACHE_TTL_SECONDS, env.PAGE_CACHE_SECONDS, env.BREAKER_OPEN_SECONDS]).toEqual([
      0.2, 0.2, 0.5, 1.5,
    ]);
  });

  it('refuse a zero lifetime or a breaker that never stays open', () => {
    process.env.SHOP_CACHE_TTL_SECONDS = '0';
    resetServerEnv();
    expect(() => serverEnv()).toThrow();
    delete process.env.SHOP_CACHE_TTL_SECONDS;
    process.env.BREAKER_OPEN_SECONDS = '0';
    resetServerEnv();
    expect(() => serverEnv()).toThrow();
  });
});
