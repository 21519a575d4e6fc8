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
function PlainSearchForm({ onIntent }: { onIntent: () => void }) {
  const toHref = useHref();
  const dispatch = useAppDispatch();
  const { displayTerm } = useAppSelector(selectSearch);
  const input = useRef<HTMLInputElement>(null);
  useCaptureBeforeHydration(SEARCH_INPUT_ID, (before) => {
    if (before.value !== displayTerm) dispatch(searchTyped(before.value));
    if (before.focused || before.value) onIntent();
  });
  useEffect(() => {
    if (input.current !== document.activeElement) restoreFocus(input, carried(SEARCH_INPUT_ID));
  }, []);
  return (
    <SearchForm role="search" action={`${toHref('/s/')}#${SEARCH_RESULTS_ID}`} method="get">
      <SearchFields
        ref={input}
        value={displayTerm}
        onFocus={onIntent}
        onPointerEnter={onIntent}
        onPointerDown={onIntent}
        onChange={(event) => dispatch(searchTyped(event.target.value))}
      />
    </SearchForm>
  );
}

// The suggestions (SWR, the listbox, product thumbnails) load when the shopper reaches for the field (focus, pointer,
// or text typed before hydration), not with every page: their chunks, and the swap, stay out of the page's load.
type Combobox = typeof SearchCombobox;
/** Kept once loaded: a header mounted again shows the combobox at once. */
let loadedCombobox: Combobox | undefined;

/**
 * Header search; a combobox with suggestions once its code has loaded (keeping the focus if the shopper is in the field
 * then). The plain form stays mounted until then: the field is replaced once, not first by a second plain form.
 */
export function SearchField() {
  const hydrated = useHydrated();
  const [Combobox, setCombobox] = useState(() => loadedCombobox);
  const [wanted, setWanted] = useState(false);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (!hydrated || Combobox || !wanted) return undefined;
    let live = true;
    import('@/components/search/search-combobox')
      .then((m) => {
        loadedCombobox = m.SearchCombobox;
        if (!live) return;
        setFocused(document.activeElement?.id === SEARCH_INPUT_ID);
        setCombobox(() => m.SearchCombobox);
      })
      // Offline or a failed chunk: the plain form stays, and it searches without suggestions.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [hydrated, Combobox, wanted]);
  if (!hydrated || !Combobox) return <PlainSearchForm onIntent={() => setWanted(true)} />;
  return <Combobox autoFocus={focused} />;
}
