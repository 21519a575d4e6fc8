/**
 * @jest-environment node
 *
 * Until 2026-11-25, with a cold cache and the catalog down, the start page answered 200 with no
 * products (and, with the shop down too, no menu or footer) while every other page answered the 503
 * page. The start content is the page's own data now: the same rule as everywhere.
 */
import { HttpError } from '@/lib/http/errors';

const down = () => Promise.reject(new HttpError({ kind: 'timeout', code: 'ETIMEDOUT', message: 'Request timed out' }));
const shop = { menuBase: jest.fn(down), footer: jest.fn(down), badges: jest.fn(down), siteSettings: jest.fn(down), fees: jest.fn(down) };
const catalog = { start: jest.fn(down), storefronts: jest.fn(down) };
jest.mock('@/server/services', () => ({ shopClient: () => shop, catalogClient: () => catalog }));

import { getServerSideProps } from '@/pages/index';
import { pageContext } from '../helpers/context';

const context = () => pageContext();

it('answers the 503 page (no-store, Retry-After) when nothing is kept and the catalog is down', async () => {
  const ctx = context();
  const result = await getServerSideProps(ctx);
  expect(ctx.res.statusCode).toBe(503);
  expect(ctx.res.getHeader('Retry-After')).toBe('30');
  expect(ctx.res.getHeader('Cache-Control')).toBe('no-store');
  expect(result).toMatchObject({ props: { serviceUnavailable: true } });
});

it('still shows the start page when only the storefront list fails', async () => {
  catalog.start.mockResolvedValueOnce(null as never);
  const ctx = context();
  const result = await getServerSideProps(ctx);
  expect(ctx.res.statusCode).toBe(200);
  expect(result).toMatchObject({ props: { storefronts: [] } });
  expect(ctx.res.getHeader('Cache-Control')).toBe('no-store');
});
