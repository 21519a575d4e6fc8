import { resolveRouteHref } from '@/lib/routes/content-href';
import { routeOfPage } from '@/lib/routes/shared-pages';

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

describe('routeOfPage', () => {
  it("names a shared DYO page's route and drops the page's own parameter", () => {
    expect(routeOfPage('/dyo/engine-page/[route]', { route: 'clothes-engine', nordfyndArticleId: '190010', dyoId: 'd-1' })).toEqual({
      path: '/dyo/clothes-engine/',
      query: { nordfyndArticleId: '190010', dyoId: 'd-1' },
    });
    expect(routeOfPage('/dyo/engine-page/[route]', { route: 'engine' }).path).toBe('/dyo/engine/');
    expect(routeOfPage('/dyo/landing-page/[route]', { route: 'initial-landing-page' }).path).toBe('/dyo/initial-landing-page/');
  });

  it('leaves other pages as they are', () => {
    expect(routeOfPage('/cart', { a: '1' })).toEqual({ path: '/cart', query: { a: '1' } });
    expect(routeOfPage('/product/[...params]', { params: '1' })).toEqual({ path: '/product/[...params]', query: { params: '1' } });
    expect(routeOfPage('/dyo/engine-page/[route]', { route: 'nothing' })).toEqual({
      path: '/dyo/engine-page/[route]',
      query: { route: 'nothing' },
    });
  });
});
