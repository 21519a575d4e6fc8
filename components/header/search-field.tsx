import { useEffect, useRef, useState } from 'react';
import { carried, restoreFocus, useCaptureBeforeHydration } from '@/components/ui/carry-over';
import { useHref } from '@/components/ui/localized-link';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { searchTyped, selectSearch } from '@/store/ui-slice';
import { SEARCH_RESULTS_ID, SearchFields, SearchForm } from '@/components/search/search-form-parts';
import type { SearchCombobox } from '@/components/search/search-combobox';

const SEARCH_INPUT_ID = 'site-search';

/**
 * The plain search form: a GET to /s/ that works before (and without) JavaScript. What the shopper typed
 * before hydration becomes the search term, and a field that had focus gets it back (with its caret)
 * each time the form is replaced, until the combobox takes over (components/ui/carry-over.ts).
 */
function PlainSearchForm({ onFocus }: { onFocus?: () => void }) {
  const toHref = useHref();
  const dispatch = useAppDispatch();
  const { displayTerm } = useAppSelector(selectSearch);
  const input = useRef<HTMLInputElement>(null);
  useCaptureBeforeHydration(SEARCH_INPUT_ID, (before) => {
    if (before.value !== displayTerm) dispatch(searchTyped(before.value));
    if (before.focused) focusedBeforeLoad = true;
  });
  useEffect(() => {
    if (input.current !== document.activeElement) restoreFocus(input, carried(SEARCH_INPUT_ID));
  }, []);
  return (
    <SearchForm role="search" action={`${toHref('/s/')}#${SEARCH_RESULTS_ID}`} method="get">
      <SearchFields ref={input} value={displayTerm} onFocus={onFocus} onChange={(event) => dispatch(searchTyped(event.target.value))} />
    </SearchForm>
  );
}

// The suggestions (SWR, the listbox, product thumbnails) load after the page has hydrated, so they
// stay out of every page's first-load JavaScript and their chunk never holds up hydration.
let focusedBeforeLoad = false;
type Combobox = typeof SearchCombobox;
/** Kept once loaded: a header mounted again shows the combobox at once. */
let loadedCombobox: Combobox | undefined;

/**
 * Header search; a combobox with suggestions once its code has loaded (keeping the focus if the shopper was already in
 * the field). The plain form stays mounted until then: the field is replaced once, not first by a second plain form.
 */
export function SearchField() {
  const hydrated = useHydrated();
  const [Combobox, setCombobox] = useState(() => loadedCombobox);
  useEffect(() => {
    if (!hydrated || Combobox) return undefined;
    let live = true;
    import('@/components/search/search-combobox')
      .then((m) => {
        loadedCombobox = m.SearchCombobox;
        if (live) setCombobox(() => m.SearchCombobox);
      })
      // Offline or a failed chunk: the plain form stays, and it searches without suggestions.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [hydrated, Combobox]);
  if (!hydrated || !Combobox) return <PlainSearchForm onFocus={() => (focusedBeforeLoad = true)} />;
  return <Combobox autoFocus={focusedBeforeLoad} />;
}
