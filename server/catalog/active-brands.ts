/**
 * A listing's facets with every active brand listed (lib/catalog/active-filters.ts): the names of
 * brands the catalog left out of its facets come from the cached brand list, read only then.
 */
import { withActiveBrands } from '@/lib/catalog/active-filters';
import type { ListingState } from '@/lib/catalog/listing-query';
import type { RequestContext } from '@/lib/request-context';
import type { ArticlesResponse } from '@/services/catalog/types';
import { catalogClient } from '../services';
import { orNull } from './not-found';

export async function withActiveBrandFacets(
  ctx: RequestContext,
  state: ListingState,
  listed: ArticlesResponse['data'],
): Promise<ArticlesResponse['data']> {
  const known = new Set(listed.facets.brands.map((brand) => brand.slug));
  if (state.brands.every((slug) => known.has(slug))) return listed;
  // Without the list (a failed call) the brand is shown by its slug; the page still renders, sent no-store.
  const brands = await orNull(catalogClient().brands(ctx), ctx, 'brand names');
  const names = new Map((brands ?? []).map((brand) => [brand.slug, brand.name]));
  return { ...listed, facets: withActiveBrands(listed.facets, state, names) };
}
