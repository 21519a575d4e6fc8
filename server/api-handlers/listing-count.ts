/**
 * GET /api/listing/count/?in=category&key=horlurar&priceMax=10&locale=fi-FI: how many products a listing has with the filters of the query,
 * for the phone filter sheet's "show N products" while a filter is still pending (a typed price). Through the server's cached catalog
 * client, the same query a page of the listing asks (page 1), so applying it is a cache hit.
 */
import { parseListingQuery } from '@/lib/catalog/listing-query';
import { parseListingScope } from '@/lib/catalog/listing-scope';
import { ApiError, apiRoute } from './handler';
import { catalogClient } from '@/server/services';
import { CACHE_CONTROL } from '@/services/cache-table';
import { toArticlesRequest } from '@/services/catalog/requests';

export const listingCountRoute = apiRoute(['GET'], async (req, res, ctx) => {
  const scope = parseListingScope(req.query.in, req.query.key);
  if (!scope) throw new ApiError(400, 'Unknown listing');
  const listing = { ...parseListingQuery(req.query), sort: 'relevance' as const, page: 1 };
  const { total } = await catalogClient().articles(ctx, toArticlesRequest(listing, { [scope.kind]: scope.key }));
  // The same for every shopper of a locale (the locale is in the URL): a shared cache may keep it briefly.
  res.setHeader('Cache-Control', CACHE_CONTROL.listingCount);
  res.status(200).json({ total });
});
