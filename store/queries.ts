/**
 * The hook layer for reads that do not change the store (docs/conventions.md: reads
 * through one hook layer, writes through thunks): SWR over services/app-api.
 */
import useSWR from 'swr';
import { browserContext } from '@/lib/browser-context';
import { createSearchApi, type Suggestions } from '@/services/app-api/search';

/** Suggestions for a term (null: none wanted), deduped for 30 s, no refetch on focus (docs/spec.md §9). */
export function useSuggestionsQuery(term: string | null, locale: string | undefined): { data: Suggestions | undefined; isLoading: boolean } {
  const key = term === null ? null : ['suggestions', locale, term];
  const { data, isLoading } = useSWR(key, ([, loc, q]) => createSearchApi(() => browserContext(loc as string)).suggestions(q as string), {
    dedupingInterval: 30_000,
    revalidateOnFocus: false,
    keepPreviousData: true,
    shouldRetryOnError: false,
  });
  return { data: key ? data : undefined, isLoading };
}

