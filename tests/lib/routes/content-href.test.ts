import { resolveRouteHref } from '@/lib/routes/content-href';

describe('resolveRouteHref', () => {
  it('finds the longest route key and the segments after it', () => {
    expect(resolveRouteHref('/campaign/top-bargains/')).toEqual({ to: '/campaign/', segments: ['top-bargains'], query: undefined });
    expect(resolveRouteHref('/customer-service/contact/')).toEqual({ to: '/customer-service/contact/', segments: [], query: undefined });
    expect(resolveRouteHref('/s/?q=kabel')).toEqual({ to: '/s/', segments: [], query: { q: 'kabel' } });
  });

  it('refuses external and broken paths', () => {
    expect(resolveRouteHref('https://evil.example/')).toBeNull();
    expect(resolveRouteHref('//evil.example/')).toBeNull();
    expect(resolveRouteHref('/product/%E0%A4%A/')).toBeNull();
  });
});
