/**
 * The getServerSideProps of every listing page (category, campaign, brand, storefront, merchant): the collection and its filtered products
 * in parallel; an unknown slug is a 404.
 */
import type { GetServerSidePropsContext } from 'next';
import { parseListingQuery, type ListingState } from '@/lib/catalog/listing-query';
import { COLLECTION_KEY, type ListingScope, type ScopeKind } from '@/lib/catalog/listing-scope';
import { toArticlesRequest } from '@/services/catalog/requests';
import { getPageProps, type BasePageProps } from '../page-props';
import type { PageType } from '@/lib/page-types';
import type { RequestContext } from '@/lib/request-context';
import type { RouteKey } from '@/lib/routes/hrefs';
import type { ArticlesRequest } from '@/services/catalog/types';
import { toCardListing, type CardListing } from '@/services/catalog/page-models';
import { catalogClient } from '../services';
import { withActiveBrandFacets } from './active-brands';
import { NOT_FOUND, orMissing } from './not-found';
import { localeSlugSegments, ownSlugRedirect, type LocaleSlugs } from './own-slug';

export interface CollectionProps<C> {
  collection: C;
  result: CardListing;
  listing: ListingState;
  /** The listing's own scope (the filter sheet counts within it). */
  scope: ListingScope;
}

interface Options<C> {
  routeKey: RouteKey;
  pageType: PageType;
  /** The slug or id from the URL; null for an invalid one. */
  key: string | null;
  /** Which keys can name such a collection (default: COLLECTION_KEY); anything else is a 404 before any upstream call. */
  isKey?: (key: string) => boolean;
  fetch: (ctx: RequestContext, key: string) => Promise<C>;
  /** What the collection's key names in the catalog's article query. */
  kind: Exclude<ScopeKind, 'q'>;
  /** The canonical segments of the collection (its own slug, not what was typed). */
  segments: (collection: C) => string[];
  /**
   * A collection with a slug per locale (categories, campaigns): a URL naming another of its slugs is answered 308 to this locale's, and
   * hreflang names each locale's own.
   */
  localeSlugs?: (collection: C) => LocaleSlugs;
  /** Seconds until the collection's page changes by itself (a campaign's start or end), or null; caches keep it no longer. */
  freshFor?: (collection: C) => number | null;
}

export function collectionPageProps<C>(context: GetServerSidePropsContext, options: Options<C>) {
  const listing = parseListingQuery(context.query);
  return getPageProps<CollectionProps<C>>(context, {
    routeKey: options.routeKey,
    pageType: options.pageType,
    namespaces: ['catalog'],
    load: async (ctx, locale) => {
      const key = options.key;
      if (!key || !(options.isKey ? options.isKey(key) : COLLECTION_KEY.test(key))) return NOT_FOUND;
      const catalog = catalogClient();
      const scope: ArticlesRequest = { [options.kind]: key };
      const [collection, listed] = await Promise.all([
        orMissing(options.fetch(ctx, key)),
        catalog.articles(ctx, toArticlesRequest(listing, scope)),
      ]);
      if (!collection) return NOT_FOUND;
      const slugs = options.localeSlugs?.(collection);
      const moved = slugs ? ownSlugRedirect(options.routeKey, locale, key, slugs, listing) : null;
      if (moved) return moved;
      // The catalog counts the brand facet without the brand filter; on a brand page that would
      // offer every brand of the catalog, so a brand the page itself fixes is not a choice.
      const result = toCardListing(
        scope.brand ? { ...listed, facets: { ...listed.facets, brands: [] } } : await withActiveBrandFacets(ctx, listing, listed),
      );
      // On a brand page the page's brand wins over a brand in the query: not an active filter, no chip.
      const freshFor = options.freshFor?.(collection) ?? undefined;
      return {
        ...(freshFor === undefined ? {} : { freshFor }),
        props: { collection, result, listing: scope.brand ? { ...listing, brands: [] } : listing, scope: { kind: options.kind, key } },
        seo: {
          segments: options.segments(collection),
          ...(slugs ? localeSlugSegments(slugs) : {}),
          query: listing.page > 1 ? { page: listing.page } : undefined,
        },
      };
    },
  });
}

export type CollectionPageProps<C> = BasePageProps & CollectionProps<C>;
