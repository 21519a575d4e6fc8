/**
 * Design-your-own reads for the hook layer (like store/queries.ts, but only the
 * engine pages import it, so the design parser stays out of the shared bundle).
 */
import useSWR from 'swr';
import { browserContext } from '@/browser/browser-context';
import { parseDesignDocument, type ParseResult } from '@/lib/dyo/design-document';
import { createDyoApi, searchPlacesApi } from '@/services/api-client/dyo';
import type { FoundPlace } from '@/services/dyo/types';

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

/** The map engine's place search (null: no query yet); the same query is asked once per visit. */
export function usePlaceSearchQuery(query: string | null, locale: string | undefined): { data: FoundPlace[] | undefined; failed: boolean } {
  const { data, error } = useSWR(
    query ? ['dyo-places', locale, query] : null,
    async ([, loc, q]) => searchPlacesApi(browserContext(loc as string), q as string),
    { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false, dedupingInterval: 600_000, keepPreviousData: true },
  );
  return { data, failed: error !== undefined };
}
