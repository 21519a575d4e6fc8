/**
 * The sitemap of one locale: the static routes that exist in it, every category, campaign, brand, storefront and published product. Built
 * from cached catalog calls.
 */
import { LOCALES, type Locale } from '@/lib/locales';
import { absoluteUrl, href, isRouteAvailable, type RouteKey } from '@/lib/routes/hrefs';
import type { RequestContext } from '@/lib/request-context';
import { catalogClient } from '../services';

const STATIC_ROUTES: RouteKey[] = [
  '/',
  '/all-categories/',
  '/campaign/',
  '/brand/',
  '/storefront/',
  '/customer-service/',
  '/customer-service/contact/',
  '/customer-service/ordercontact/',
  '/fynd-finder/',
  '/inspiration/',
  '/marketing/',
  '/discover/',
  '/iphone-accessories/',
  '/iphone-charger/',
  '/refurb-iphone/',
  '/seller-reviews/',
];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function isSitemapLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** The URLs of a locale's sitemap. */
export async function sitemapUrls(ctx: RequestContext, locale: Locale): Promise<string[]> {
  const catalog = catalogClient();
  const MAX_PAGES = 20;
  const first = await catalog.articles(ctx, { pageSize: '96' });
  const pages = Math.min(MAX_PAGES, Math.ceil(first.total / 96));
  const [categories, campaigns, brands, storefronts, ...rest] = await Promise.all([
    catalog.categories(ctx),
    catalog.campaigns(ctx),
    catalog.brands(ctx),
    catalog.storefronts(ctx),
    ...Array.from({ length: Math.max(0, pages - 1) }, (_, i) => catalog.articles(ctx, { pageSize: '96', page: String(i + 2) })),
  ]);
  const articles = [first, ...rest].flatMap((r) => r.items);
  const url = (key: RouteKey, segments: string[] = []) => absoluteUrl(href(key, locale, { segments }));
  return [
    ...STATIC_ROUTES.filter((key) => isRouteAvailable(key, locale)).map((key) => url(key)),
    // The context is this locale's: categories come with its slugs.
    ...categories.map((c) => url('/category/', [c.slug])),
    ...campaigns.map((c) => url('/campaign/', [c.slugs[locale]])),
    ...brands.map((b) => url('/brand/', [b.slug])),
    ...storefronts.map((s) => url('/storefront/', s.slug.split('/'))),
    ...articles.map((a) => url('/product/', [a.articleId, a.slug])),
  ];
}

export function sitemapXml(urls: string[]): string {
  const body = urls.map((u) => `  <url><loc>${escapeXml(u)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function robotsTxt(): string {
  const lines = ['User-agent: *', 'Allow: /', 'Disallow: /api/', ...LOCALES.map((l) => `Sitemap: ${absoluteUrl(`/sitemap/${l}.xml`)}`)];
  return `${lines.join('\n')}\n`;
}
