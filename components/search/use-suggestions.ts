import { useRouter } from 'next/router';
import { useEffect } from 'react';
import type { Suggestions } from '@/services/api-client/search';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useSuggestionsQuery } from '@/store/queries';
import { searchDebounced, selectSearch } from '@/store/ui-slice';

const SUGGEST_DEBOUNCE_MS = 250;
const MIN_SUGGEST_LENGTH = 2;

/**
 * Suggestions for the header search: the typed term is debounced into the ui slice's searchTerm, which SWR fetches (deduped for 30 s, no
 * refetch on focus; docs/spec.md §9).
 */
export function useSuggestions(): { data: Suggestions | undefined; isLoading: boolean; searchTerm: string } {
  const dispatch = useAppDispatch();
  const { locale } = useRouter();
  const { displayTerm, searchTerm } = useAppSelector(selectSearch);

  useEffect(() => {
    const timer = setTimeout(() => dispatch(searchDebounced(displayTerm)), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [dispatch, displayTerm]);

  const { data, isLoading } = useSuggestionsQuery(searchTerm.length >= MIN_SUGGEST_LENGTH ? searchTerm : null, locale);
  return { data, isLoading, searchTerm };
}
