/**
 * Categories and campaigns have a slug per locale: the URL names the shopper's locale's slug, an old English or another language's slug
 * still finds the page and is answered 308 to the own one, and hreflang names each locale's own URL.
 */
import { toUrlQuery, type ListingState } from '@/lib/catalog/listing-query';
import { LOCALES, type Locale } from '@/lib/locales';
import { href, type HrefOptions, type RouteKey } from '@/lib/routes/hrefs';

export type LocaleSlugs = Readonly<Record<Locale, string>>;

/** The permanent (308) redirect to `slugs[locale]` when the URL named another slug, else null. The listing's filters go along. */
export function ownSlugRedirect(
  routeKey: RouteKey,
  locale: Locale,
  typed: string,
  slugs: LocaleSlugs,
  listing: ListingState,
): { redirect: { destination: string; permanent: true } } | null {
  const own = slugs[locale];
  if (typed === own) return null;
  return { redirect: { destination: href(routeKey, locale, { segments: [own], query: toUrlQuery(listing) }), permanent: true } };
}

/**
 * The href options that give each locale its own slug (canonical link and hreflang alternates), after `before` (a product's id:
 * `/product/{id}/{slug}/`).
 */
export function localeSlugSegments(slugs: LocaleSlugs, before: readonly string[] = []): Pick<HrefOptions, 'localeSegments'> {
  return { localeSegments: Object.fromEntries(LOCALES.map((locale) => [locale, [...before, slugs[locale]]])) };
}
