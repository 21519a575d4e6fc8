/**
 * The hook layer for reads that do not change the store (CONVENTIONS.md: reads
 * through one hook layer, writes through thunks): SWR over services/app-api.
 */
import useSWR from 'swr';
import { browserContext } from '@/lib/browser-context';
import { parseDesignDocument, type ParseResult } from '@/lib/dyo/design-document';
import { createDyoApi } from '@/services/app-api/dyo';
import { createSearchApi, type Suggestions } from '@/services/app-api/search';

/** Suggestions for a term (null: none wanted), deduped for 30 s, no refetch on focus (SPEC §9). */
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

/** A saved design's document (null: none wanted), parsed with the versioned parser; a stored design never changes. */
export function useSavedDesignQuery(dyoId: string | null, locale: string | undefined): { data: ParseResult | undefined; failed: boolean } {
  const { data, error } = useSWR(
    dyoId ? ['dyo-design', locale, dyoId] : null,
    async ([, loc, id]) => {
      const design = await createDyoApi(() => browserContext(loc as string)).design(id as string);
      try {
        return parseDesignDocument(JSON.parse(design.document) as unknown);
      } catch {
        return { ok: false, error: 'not JSON' } satisfies ParseResult;
      }
    },
    { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false, dedupingInterval: 30_000 },
  );
  return { data, failed: error !== undefined };
}
