import { useRouter } from 'next/router';
import type { ParseResult } from '@/lib/dyo/design-document';
import { useSavedDesignQuery } from '@/store/dyo-queries';

/** A saved design's document, read through the store's query layer (SWR: deduped, no refetch on focus). `null`: nothing to read. */
export function useSavedDesign(dyoId: string | null): { result: ParseResult | undefined; failed: boolean } {
  const { locale } = useRouter();
  const { data, failed } = useSavedDesignQuery(dyoId, locale);
  return { result: data, failed };
}
