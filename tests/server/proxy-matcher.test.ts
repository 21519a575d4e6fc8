/**
 * @jest-environment node
 *
 * The proxy (CSP nonce, localized routing) must run for every page. Its matcher
 * skipped any path whose first segment merely started with `favicon`, `sitemap` or `robots.txt`, so
 * `/faviconx/` or `/sv-SE/sitemap-foo/` got a 404 page without a CSP and with unnonced inline scripts.
 * Checked with Next's own matcher, with the app's i18n configuration (locale prefixes).
 */
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { config } from '@/proxy';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { i18n } = require('../../next-i18next.config.js') as { i18n: { locales: string[]; defaultLocale: string } };
const matches = (url: string) => unstable_doesMiddlewareMatch({ config, url, nextConfig: { i18n, trailingSlash: true } });
/** Next matches a page path with its locale: `/faviconx/` in the default locale is `/sv-SE/faviconx/`. */
const inLocales = (path: string) => i18n.locales.map((locale) => `/${locale}${path}`);
/** Paths that are never pages (API routes, build assets, public files) are matched as they come. */
const matchesRaw = (url: string) => unstable_doesMiddlewareMatch({ config, url });

describe('the proxy matcher', () => {
  it.each([
    '/',
    '/faviconx/',
    '/favicon/',
    '/favicon.svgx/',
    '/sitemapx/',
    '/sitemap-foo/',
    '/faviconfoo/',
    '/robots.txtx/',
    '/robots.txt/extra/',
    '/localesx/',
    '/apix/',
    '/kategori/mobil-tillbehor/',
    '/cart/',
    '/sitemap/sv-SE.xml',
    '/robots.txt',
  ])('runs for %s in every locale', (path) => {
    for (const url of inLocales(path)) expect({ url, runs: matches(url) }).toEqual({ url, runs: true });
  });

  it.each(['/_next/data/build/sv-SE/produkt/1/x.json', '/_next/staticx/', '/faviconx/', '/sitemap-foo/'])('runs for %s', (url) => {
    expect(matchesRaw(url)).toBe(true);
  });

  it.each(['/api/menu/1/', '/_next/static/chunks/main.js', '/_next/image/?url=x', '/locales/sv-SE/translation.json', '/favicon.svg'])(
    'skips %s',
    (url) => {
      expect(matchesRaw(url)).toBe(false);
    },
  );
});
