/**
 * The hook layer for reads that do not change the store (docs/conventions.md: reads
 * through one hook layer, writes through thunks): SWR over services/api-client.
 */
import useSWR from 'swr';
import { browserContext } from '@/browser/browser-context';
import { createSearchApi, type Suggestions } from '@/services/api-client/search';
import { listingCount } from '@/services/api-client/listing';
import type { ListingScope } from '@/lib/catalog/listing-scope';

/** Suggestions for a term (null: none wanted), deduped for 30 s, no refetch on focus (docs/spec.md §9). */
export function useSuggestionsQuery(
  term: string | null,
  locale: string | undefined,
): { data: Suggestions | undefined; isLoading: boolean } {
  const key = term === null ? null : ['suggestions', locale, term];
  const { data, isLoading } = useSWR(key, ([, loc, q]) => createSearchApi(() => browserContext(loc as string)).suggestions(q as string), {
    dedupingInterval: 30_000,
    revalidateOnFocus: false,
    keepPreviousData: true,
    shouldRetryOnError: false,
  });
  return { data: key ? data : undefined, isLoading };
}

/**
 * The number of products of a listing with filters not applied yet (null: none pending), deduped for
 * 30 s; undefined while it loads or when the call failed (the sheet then shows the applied count).
 */
export function useListingCountQuery(
  scope: ListingScope | undefined,
  query: Record<string, string> | null,
  locale: string | undefined,
): number | undefined {
  const key = scope && query ? ['listing-count', locale, scope.kind, scope.key, new URLSearchParams(query).toString()] : null;
  const { data } = useSWR(
    key,
    ([, loc, kind, within, qs]) =>
      listingCount(
        browserContext(loc),
        { kind: kind as ListingScope['kind'], key: within as string },
        Object.fromEntries(new URLSearchParams(qs as string)),
      ),
    { dedupingInterval: 30_000, revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return key ? data : undefined;
}
