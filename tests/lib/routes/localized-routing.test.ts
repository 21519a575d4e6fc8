import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination';
import { normalizeLocalePath } from 'next/dist/shared/lib/i18n/normalize-locale-path';
import { resolveLocalizedPath } from '@/lib/routes/localized-routing';
import { BRAND, DEFAULT_LOCALE, LOCALES } from '@/lib/locales';
import table from '@/lib/routes/route-table.json';

/**
 * The rewrites and redirects next.config.js built from the route table until the proxy took over
 * (docs/adr/0014): `/{word}/:rest*` sources, most specific first, matched by Next's own matcher.
 * A route key served by a shared page (`pages` in the table) is rewritten to that page, its
 * unlocalized path too where it is the locale's own, and the page's own path redirects to the route's.
 */
type Rule = { source: string; destination: string };
const routes = table.routes as Record<string, Record<string, string | null>>;
const sharedPages = table.pages as Record<string, string>;

function legacyRules(): { rewrites: Rule[]; redirects: Rule[] } {
  const rewrites: Rule[] = [];
  const redirects: Rule[] = [];
  for (const key of Object.keys(routes)) {
    if (key === '/') continue;
    const page = sharedPages[key];
    for (const locale of LOCALES) {
      const localized = routes[key]?.[locale]?.replace('{brand}', BRAND);
      if (localized == null || (localized === key && !page)) continue;
      for (const prefix of locale === DEFAULT_LOCALE ? ['', `/${locale}`] : [`/${locale}`]) {
        const to = `${locale === DEFAULT_LOCALE ? '' : `/${locale}`}${localized}:rest*/`;
        rewrites.push({ source: `${prefix}${localized}:rest*`, destination: `/${locale}${page ?? key}:rest*` });
        if (localized !== key) redirects.push({ source: `${prefix}${key}:rest*`, destination: to });
        if (page) redirects.push({ source: `${prefix}${page}:rest*`, destination: to });
      }
    }
  }
  const depth = (s: string) => s.split('/').length;
  const order = (a: Rule, b: Rule) => depth(b.source) - depth(a.source) || b.source.length - a.source.length;
  return { rewrites: rewrites.sort(order), redirects: redirects.sort(order) };
}

const { rewrites, redirects } = legacyRules();
const compiled = (rules: Rule[]) =>
  rules.map((rule) => ({ rule, match: getPathMatch(`${rule.source}(/)?`, { removeUnnamedParams: true, strict: true, sensitive: false }) }));
const legacyRedirects = compiled(redirects);
const legacyRewrites = compiled(rewrites);

/** Where Next sent a raw request path with those rules: "redirect /x/", "page /sv-SE/y" or "none". */
function legacy(path: string): string {
  for (const [kind, rules] of [
    ['redirect', legacyRedirects],
    ['page', legacyRewrites],
  ] as const) {
    for (const { rule, match } of rules) {
      const params = match(path);
      if (!params) continue;
      const { parsedDestination } = prepareDestination({ appendParamsToQuery: false, destination: rule.destination, params, query: {} });
      return `${kind} ${kind === 'page' ? parsedDestination.pathname.replace(/\/$/, '') : parsedDestination.pathname}`;
    }
  }
  return 'none';
}

/** Where the proxy sends it: the locale as Next detects it, then one lookup. */
function proxied(path: string): string {
  const { pathname, detectedLocale } = normalizeLocalePath(path, [...LOCALES]);
  const locale = detectedLocale ?? DEFAULT_LOCALE;
  const route = resolveLocalizedPath(pathname, locale);
  if (!route) return 'none';
  if (route.redirect) return `redirect ${locale === DEFAULT_LOCALE ? '' : `/${locale}`}${route.pathname}`;
  return `page /${locale}${route.pathname.replace(/\/$/, '')}`;
}

describe('localized routing in the proxy', () => {
  it('rewrites localized paths to their page and redirects unlocalized ones', () => {
    expect(resolveLocalizedPath('/produkt/100084/tangentbord/', 'sv-SE')).toEqual({
      redirect: false,
      pathname: '/product/100084/tangentbord/',
    });
    expect(resolveLocalizedPath('/tuote/100084/nappaimisto/', 'fi-FI')).toEqual({
      redirect: false,
      pathname: '/product/100084/nappaimisto/',
    });
    expect(resolveLocalizedPath('/varukorg/kassa/tack/', 'sv-SE')).toEqual({ redirect: false, pathname: '/cart/checkout/thankyou/' });
    expect(resolveLocalizedPath('/varukorg/kassa/', 'sv-SE')).toEqual({ redirect: false, pathname: '/cart/checkout/' });
    expect(resolveLocalizedPath('/varukorg/', 'sv-SE')).toEqual({ redirect: false, pathname: '/cart/' });
    expect(resolveLocalizedPath('/Kategori/Mobil-tillbehor/', 'sv-SE')).toEqual({
      redirect: false,
      pathname: '/category/Mobil-tillbehor/',
    });
    expect(resolveLocalizedPath('/cart/checkout/', 'fi-FI')).toEqual({ redirect: true, pathname: '/ostoskarry/kassa/' });
    expect(resolveLocalizedPath('/product/1/a/', 'sv-SE')).toEqual({ redirect: true, pathname: '/produkt/1/a/' });
    expect(resolveLocalizedPath(`/storefront/x/`, 'en-US')).toEqual({ redirect: true, pathname: `/${BRAND}/x/` });
  });

  it('serves every DYO route key from the one engine page and the one landing page, at the same public paths', () => {
    expect(resolveLocalizedPath('/designa/mobilskal/verktyg/', 'sv-SE')).toEqual({ redirect: false, pathname: '/dyo/engine-page/engine/' });
    expect(resolveLocalizedPath('/designa/klader/verktyg/', 'sv-SE')).toEqual({
      redirect: false,
      pathname: '/dyo/engine-page/clothes-engine/',
    });
    expect(resolveLocalizedPath('/designa/kartskal/', 'sv-SE')).toEqual({ redirect: false, pathname: '/dyo/engine-page/map-engine/' });
    expect(resolveLocalizedPath('/suunnittele/tuote/', 'fi-FI')).toEqual({ redirect: false, pathname: '/dyo/engine-page/product-engine/' });
    expect(resolveLocalizedPath('/design-selv/toej/', 'da-DK')).toEqual({
      redirect: false,
      pathname: '/dyo/landing-page/clothes-initial-landing-page/',
    });
    expect(resolveLocalizedPath('/dyo/initial-landing-page/', 'en-US')).toEqual({
      redirect: false,
      pathname: '/dyo/landing-page/initial-landing-page/',
    });
    expect(resolveLocalizedPath('/dyo/engine/', 'en-US')).toEqual({ redirect: false, pathname: '/dyo/engine-page/engine/' });
    // The old unlocalized paths still redirect to the localized ones, and the pages' own paths are no URLs.
    expect(resolveLocalizedPath('/dyo/clothes-engine/', 'nb-NO')).toEqual({ redirect: true, pathname: '/design-selv/klaer/verktoy/' });
    expect(resolveLocalizedPath('/dyo/engine-page/engine/', 'sv-SE')).toEqual({ redirect: true, pathname: '/designa/mobilskal/verktyg/' });
    expect(resolveLocalizedPath('/dyo/landing-page/initial-landing-page/', 'en-US')).toEqual({
      redirect: true,
      pathname: '/dyo/initial-landing-page/',
    });
    // No map engine in English: neither its path nor its page's.
    expect(resolveLocalizedPath('/dyo/map-engine/', 'en-US')).toBeNull();
  });

  it('leaves alone what is no route path', () => {
    for (const [path, locale] of [
      ['/', 'sv-SE'],
      ['/product/1/a/', 'en-US'],
      ['/produkt//a/', 'sv-SE'],
      ['/produktx/', 'sv-SE'],
      ['/upptack/', 'fi-FI'],
      ['/tuote/1/', 'sv-SE'],
      ['/produkt/1/', 'xx-XX'],
      ['produkt/1/', 'sv-SE'],
    ]) {
      expect(resolveLocalizedPath(path as string, locale as string)).toBeNull();
    }
  });

  it("sends every path where Next's rewrites and redirects sent it", () => {
    const words = new Set<string>(['/x/', '/s/', '/api/', '/_next/']);
    for (const [key, paths] of Object.entries(routes)) {
      words.add(key);
      if (sharedPages[key]) words.add(sharedPages[key]);
      for (const path of Object.values(paths)) if (path) words.add(path.replace('{brand}', BRAND));
    }
    const tails = ['', '/', '1/', '1/a-b/', '1/A%C3%85/x/', 'x', '/x/', '/1//a/'];
    const prefixes = ['', ...LOCALES.map((locale) => `/${locale}`), '/FI-fi', '/xx-XX'];
    let checked = 0;
    let routed = 0;
    for (const prefix of prefixes) {
      for (const word of words) {
        for (const variant of [word, word.toUpperCase(), word.slice(0, -1)]) {
          for (const tail of tails) {
            const path = `${prefix}${variant}${tail}`.replace(/^(?!\/)/, '/');
            const expected = legacy(path);
            expect([path, proxied(path)]).toEqual([path, expected]);
            checked += 1;
            if (expected !== 'none') routed += 1;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(10_000);
    expect(routed).toBeGreaterThan(2_000);
  });
});
