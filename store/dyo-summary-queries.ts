/** What a saved design shows (cart line, shared cart), read with SWR; a stored design never changes. */
import useSWR from 'swr';
import { browserContext } from '@/browser/browser-context';
import { createDyoSummaryApi, type DesignSummaryAnswer } from '@/services/api-client/dyo-summary';

export function useDesignSummaryQuery(dyoId: string, locale: string | undefined): DesignSummaryAnswer | undefined {
  const { data } = useSWR(
    ['dyo-summary', locale, dyoId],
    ([, loc, id]) => createDyoSummaryApi(() => browserContext(loc as string)).summary(id as string),
    { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false, dedupingInterval: 60_000 },
  );
  return data;
}
