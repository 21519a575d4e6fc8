/**
 * @jest-environment node
 *
 * A page has a time budget. A shell part that has not come by then is left
 * out (the page is rendered without it and not shared); the page's own data not come by then
 * makes the 503 page. Nothing waits for a hanging upstream's timeout.
 */
import { resetServerEnv } from '@/server/env';

const never = () => new Promise<never>(() => undefined);
const shop = {
  menuBase: jest.fn(() => Promise.resolve([])),
  footer: jest.fn(() => Promise.resolve({ columns: [] })),
  badges: jest.fn(() => Promise.resolve({})),
  siteSettings: jest.fn(() => Promise.resolve({})),
  fees: jest.fn(() => Promise.resolve({})),
};
jest.mock('@/server/services', () => ({ shopClient: () => shop }));

import { getPageProps } from '@/server/page-props';
import { pageContext } from '../helpers/context';

const context = () => pageContext({ resolvedUrl: '/kategori/x/' });

beforeAll(() => {
  process.env.PAGE_BUDGET_MS = '400';
  resetServerEnv();
});
afterAll(() => {
  delete process.env.PAGE_BUDGET_MS;
  resetServerEnv();
});

describe('the page time budget', () => {
  it('renders without a shell part that hangs, within the budget, and does not share the page', async () => {
    shop.menuBase.mockImplementationOnce(never);
    const ctx = context();
    const started = Date.now();
    const result = await getPageProps(ctx, { routeKey: '/', pageType: 'start page', load: async () => ({ props: { ok: true } }) });
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(result).toMatchObject({ props: { ok: true, shell: { menu: null, footer: { columns: [] } } } });
    expect(ctx.res.statusCode).toBe(200);
    expect(ctx.res.getHeader('Cache-Control')).toBe('no-store');
  });

  it("answers the 503 page with the shell when the page's own data hangs", async () => {
    const ctx = context();
    const started = Date.now();
    const result = await getPageProps(ctx, { routeKey: '/', pageType: 'start page', load: never });
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(result).toMatchObject({ props: { serviceUnavailable: true, shell: { footer: { columns: [] } } } });
    expect(ctx.res.statusCode).toBe(503);
    expect(ctx.res.getHeader('Retry-After')).toBe('30');
    expect(ctx.res.getHeader('Cache-Control')).toBe('no-store');
  });
});
