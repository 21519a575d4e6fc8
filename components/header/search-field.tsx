import dynamic from 'next/dynamic';
import { useHref } from '@/components/ui/localized-link';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { searchTyped, selectSearch } from '@/store/ui-slice';
import { SearchFields, SearchForm } from '@/components/search/search-form-parts';

/** The plain search form: a GET to /s/ that works before (and without) JavaScript. */
function PlainSearchForm({ onFocus }: { onFocus?: () => void }) {
  const toHref = useHref();
  const dispatch = useAppDispatch();
  const { displayTerm } = useAppSelector(selectSearch);
  return (
    <SearchForm role="search" action={toHref('/s/')} method="get">
      <SearchFields value={displayTerm} onFocus={onFocus} onChange={(event) => dispatch(searchTyped(event.target.value))} />
    </SearchForm>
  );
}

// The suggestions (SWR, the listbox, product thumbnails) load after the page has hydrated, so they
// stay out of every page's first-load JavaScript and their chunk never holds up hydration (2026-11-26).
let focusedBeforeLoad = false;
const SearchCombobox = dynamic(() => import('@/components/search/search-combobox').then((m) => m.SearchCombobox), {
  ssr: false,
  loading: () => <PlainSearchForm onFocus={() => (focusedBeforeLoad = true)} />,
});

/** Header search; a combobox with suggestions once its code has loaded (keeping the focus if the shopper was already in the field). */
export function SearchField() {
  const hydrated = useHydrated();
  if (!hydrated) return <PlainSearchForm onFocus={() => (focusedBeforeLoad = true)} />;
  return <SearchCombobox autoFocus={focusedBeforeLoad} />;
}
