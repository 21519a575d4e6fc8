import { resolveLocalizedPath } from '@/lib/routes/localized-routing';
import table from '@/lib/routes/route-table.json';
import { LOCALES } from '@/lib/locales';
import { alternates, href, isRouteAvailable, localizedPath, setUnknownRouteKeyHandler, type RouteKey } from '@/lib/routes/hrefs';

describe('href', () => {
  it.each([
    ['/cart/', 'sv-SE', '/varukorg/'],
    ['/cart/', 'da-DK', '/da-DK/inkobskurv/'],
    ['/cart/', 'nb-NO', '/nb-NO/handlekurv/'],
    ['/cart/', 'fi-FI', '/fi-FI/ostoskarry/'],
    ['/cart/', 'en-US', '/en-US/cart/'],
    ['/cart/checkout/', 'sv-SE', '/varukorg/kassa/'],
    ['/cart/checkout/thankyou/', 'sv-SE', '/varukorg/kassa/tack/'],
    ['/', 'sv-SE', '/'],
    ['/', 'fi-FI', '/fi-FI/'],
    ['/storefront/', 'da-DK', '/da-DK/nordfynd/'],
  ] as const)('%s in %s is %s', (key, locale, expected) => {
    expect(href(key, locale)).toBe(expected);
  });

  it('appends encoded segments, a trailing slash and the query', () => {
    expect(href('/product/', 'fi-FI', { segments: ['100001', 'röd väska'], query: { q: 'a&b', empty: '' } })).toBe(
      '/fi-FI/tuote/100001/r%C3%B6d%20v%C3%A4ska/?q=a%26b',
    );
  });

  it('logs an unknown key and falls back to the unlocalized path', () => {
    const seen: string[] = [];
    setUnknownRouteKeyHandler((key) => seen.push(key));
    expect(href('/no-such-page' as RouteKey, 'da-DK')).toBe('/da-DK/no-such-page/');
    expect(seen).toEqual(['/no-such-page']);
  });

  it('knows the routes that exist in one locale only', () => {
    expect(isRouteAvailable('/discover/', 'sv-SE')).toBe(true);
    expect(isRouteAvailable('/discover/', 'da-DK')).toBe(false);
    expect(isRouteAvailable('/dyo/map-engine/', 'fi-FI')).toBe(false);
    expect(isRouteAvailable('/refurb-iphone/', 'nb-NO')).toBe(false);
    expect(isRouteAvailable('/refurb-iphone/', 'fi-FI')).toBe(true);
  });

  it('gives each locale its own segments in href and hreflang when they differ (a campaign’s slug per language)', () => {
    const options = {
      segments: ['vinterfynd'],
      localeSegments: { 'sv-SE': ['vinterfynd'], 'fi-FI': ['talviloydot'], 'en-US': ['winter-deals'] },
    };
    expect(href('/campaign/', 'fi-FI', options)).toBe('/fi-FI/kampanja/talviloydot/');
    expect(href('/campaign/', 'da-DK', options)).toBe('/da-DK/kampagne/vinterfynd/');
    const list = alternates('/campaign/', options);
    expect(list.map((a) => [a.hrefLang, new URL(a.href).pathname])).toEqual([
      ['sv-SE', '/kampanj/vinterfynd/'],
      ['da-DK', '/da-DK/kampagne/vinterfynd/'],
      ['nb-NO', '/nb-NO/kampanje/vinterfynd/'],
      ['fi-FI', '/fi-FI/kampanja/talviloydot/'],
      ['en-US', '/en-US/campaign/winter-deals/'],
      ['x-default', '/kampanj/vinterfynd/'],
    ]);
  });

  it('lists hreflang alternates only where the route exists, with x-default', () => {
    const list = alternates('/refurb-iphone/');
    expect(list.map((a) => a.hrefLang)).toEqual(['sv-SE', 'da-DK', 'fi-FI', 'en-US', 'x-default']);
  });
});

describe('the route table', () => {
  it('has every route key of docs/spec.md §2 in every locale', () => {
    const keys = [
      '/',
      '/all-categories/',
      '/brand/',
      '/campaign/',
      '/cart/',
      '/cart/checkout/',
      '/cart/checkout/thankyou/',
      '/customer-service/',
      '/dyo/engine/',
      '/dyo/initial-landing-page/',
      '/dyo/map-engine/',
      '/dyo/clothes-initial-landing-page/',
      '/dyo/clothes-engine/',
      '/fynd-finder/',
      '/inspiration/',
      '/marketing/',
      '/merchant/',
      '/product/',
      '/shared-cart/',
      '/discover/',
      '/iphone-accessories/',
      '/iphone-charger/',
      '/refurb-iphone/',
      '/seller-reviews/',
      '/storefront/',
      '/s/',
    ];
    for (const key of keys) {
      expect(Object.keys(table.routes)).toContain(key);
      expect(Object.keys((table.routes as Record<string, object>)[key]!).sort()).toEqual([...LOCALES].sort());
    }
  });

  it('never shows a Swedish, Danish, Norwegian or Finnish shopper the English cart path', () => {
    for (const locale of ['sv-SE', 'da-DK', 'nb-NO', 'fi-FI'] as const) expect(localizedPath('/cart/', locale)).not.toContain('cart');
  });

  it('gives no two routes the same path in one locale', () => {
    for (const locale of LOCALES) {
      const paths = Object.keys(table.routes)
        .map((key) => localizedPath(key, locale))
        .filter((p) => p !== '/');
      const available = Object.keys(table.routes).filter((key) => isRouteAvailable(key as never, locale));
      expect(new Set(paths).size).toBe(paths.length);
      expect(available.length).toBeGreaterThan(20);
    }
  });
});

describe('localized paths in the proxy (more in localized-routing.test.ts)', () => {
  it('finds the page of a localized path, most specific first', () => {
    expect(resolveLocalizedPath('/varukorg/kassa/tack/', 'sv-SE')?.pathname).toBe('/cart/checkout/thankyou/');
    expect(resolveLocalizedPath('/varukorg/kassa/', 'sv-SE')?.pathname).toBe('/cart/checkout/');
    expect(resolveLocalizedPath('/varukorg/', 'sv-SE')?.pathname).toBe('/cart/');
  });

  it('redirects unlocalized paths; in English only the storefront prefix, and the DYO routes go to their shared pages', () => {
    expect(resolveLocalizedPath('/cart/', 'sv-SE')).toEqual({ redirect: true, pathname: '/varukorg/' });
    expect(resolveLocalizedPath('/cart/checkout/', 'fi-FI')).toEqual({ redirect: true, pathname: '/ostoskarry/kassa/' });
    const english = Object.keys(table.routes).filter((key) => resolveLocalizedPath(key, 'en-US')?.redirect);
    expect(english).toEqual(['/storefront/']);
    const rewritten = Object.keys(table.routes).filter((key) => resolveLocalizedPath(key, 'en-US')?.redirect === false);
    expect(rewritten).toEqual([
      '/dyo/engine/',
      '/dyo/initial-landing-page/',
      '/dyo/clothes-initial-landing-page/',
      '/dyo/clothes-engine/',
      '/dyo/product-engine/',
    ]);
  });
});
