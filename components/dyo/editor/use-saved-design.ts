import { useRouter } from 'next/router';
import useSWR from 'swr';
import { browserContext } from '@/lib/browser-context';
import { parseDesignDocument, type ParseResult } from '@/lib/dyo/design-document';
import { createDyoApi } from '@/services/app-api/dyo';

/**
 * A saved design's document, read through SWR like every other browser read
 * (deduped, no refetch on focus: a stored design never changes). `null` key:
 * nothing to read. The answer is parsed with the versioned parser.
 */
export function useSavedDesign(dyoId: string | null): { result: ParseResult | undefined; failed: boolean } {
  const { locale } = useRouter();
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
  return { result: data, failed: error !== undefined };
}
