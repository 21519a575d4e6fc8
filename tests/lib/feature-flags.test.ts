import { featureFlagDefaults, flagOverridesFromCookies, flagsFromGrowthBook, resolveFlags } from '@/lib/feature-flags';
import { parseCookies } from '@/lib/cookies';
import { resetServerEnv } from '@/server/env';
import { serverFeatureFlags } from '@/server/server-flags';
import { silentLogger } from '@/tests/helpers/logs';
import { startTestServer } from '../helpers/test-server';

describe('feature-flag overrides by cookie', () => {
  it.each([
    ['nf_ff_new-product-card=true', { 'new-product-card': true }],
    ['nf_ff_shared-cart-button=false', { 'shared-cart-button': false }],
    ['nf_ff_new-product-card=true; nf_ff_shared-cart-button=false', { 'new-product-card': true, 'shared-cart-button': false }],
    ['nf_ff_new-product-card=TRUE', {}],
    ['nf_ff_new-product-card=1', {}],
    ['nf_ff_new-product-card=yes', {}],
    ['nf_ff_new-product-card=', {}],
    ['nf_ff_=true', {}],
    ['nf_ff_Bad_Name=true', {}],
    ['new-product-card=true', {}],
    ['other=1; nf_uid=abc', {}],
  ])('%s → %p', (header, expected) => {
    expect(flagOverridesFromCookies(parseCookies(header))).toEqual(expected);
  });

  it('overrides win over remote definitions, which win over defaults', () => {
    expect(resolveFlags({ a: false, b: true, c: false }, { a: true, b: true }, { b: false })).toEqual({ a: true, b: false, c: false });
    expect(resolveFlags({ a: false }, null, {})).toEqual({ a: false });
  });

  it('reads GrowthBook flags for the defined features only', () => {
    expect(flagsFromGrowthBook((n) => n === 'x', ['x', 'y'])).toEqual({ x: true, y: false });
  });

  it('has the configured defaults', () => {
    expect(featureFlagDefaults()).toMatchObject({ 'new-product-card': false, 'shared-cart-button': true });
  });
});

describe('server feature flags', () => {
  const env = { ...process.env };
  beforeEach(resetServerEnv);
  afterEach(() => {
    process.env = { ...env };
  });

  it('without GrowthBook configured: defaults plus overrides, no request', async () => {
    delete process.env.GROWTHBOOK_API_HOST;
    delete process.env.GROWTHBOOK_CLIENT_KEY;
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const result = await serverFeatureFlags({ 'nf_ff_new-product-card': 'true' }, silentLogger);
    expect(result).toEqual({ flags: { 'new-product-card': true, 'shared-cart-button': true }, overridden: true });
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
    expect((await serverFeatureFlags({}, silentLogger)).overridden).toBe(false);
  });

  it('with GrowthBook configured: definitions from /api/features/{clientKey}, cookie overrides on top', async () => {
    const server = await startTestServer((req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ features: { 'new-product-card': { defaultValue: true }, 'shared-cart-button': { defaultValue: true } } }));
    });
    try {
      process.env.GROWTHBOOK_API_HOST = server.url;
      process.env.GROWTHBOOK_CLIENT_KEY = 'sdk-test';
      const result = await serverFeatureFlags({ 'nf_ff_shared-cart-button': 'false' }, silentLogger);
      expect(result.flags).toEqual({ 'new-product-card': true, 'shared-cart-button': false });
      expect(server.requests.map((r) => r.url)).toEqual(['/api/features/sdk-test']);
    } finally {
      await server.close();
    }
  });
});
