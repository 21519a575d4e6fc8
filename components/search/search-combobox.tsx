import { useRouter } from 'next/router';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useHref } from '@/components/ui/localized-link';
import { SEARCH_RESULTS_ID, SearchFields, SearchForm } from './search-form-parts';
import { SuggestionList, type SuggestionOption } from './suggestion-list';
import { useSuggestions } from './use-suggestions';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { searchSuggestionsHidden, searchTyped, selectSearch } from '@/store/ui-slice';

/**
 * The header search as a combobox with suggestions (arrows move, Enter picks, Escape closes). Loaded after hydration by
 * components/header/search-field.tsx, which renders the same form without suggestions until then.
 */
export function SearchCombobox({ autoFocus }: { autoFocus?: boolean }) {
  const router = useRouter();
  const toHref = useHref();
  const dispatch = useAppDispatch();
  const listId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { displayTerm, show } = useAppSelector(selectSearch);
  const { data, isLoading } = useSuggestions();
  const [active, setActive] = useState(-1);

  const options: SuggestionOption[] = [
    ...(data?.terms ?? []).map((term) => ({ kind: 'term' as const, id: `term-${term}`, term })),
    ...(data?.articles ?? []).map((article) => ({ kind: 'article' as const, id: `article-${article.articleId}`, article })),
  ];
  const open = show && displayTerm.trim().length >= 2 && options.length > 0;

  useEffect(() => setActive(-1), [data]);
  useEffect(() => {
    // Leaving a page closes the list (the field keeps its text).
    const hide = () => dispatch(searchSuggestionsHidden());
    router.events.on('routeChangeStart', hide);
    return () => router.events.off('routeChangeStart', hide);
  }, [router.events, dispatch]);

  /** A search: to the results page, then focus on its heading (the field blurs, so a phone's keyboard closes). */
  const search = (q: string) => {
    void router.push(toHref('/s/', { query: { q } }), undefined, { locale: false }).then((moved) => {
      if (moved) document.getElementById(SEARCH_RESULTS_ID)?.focus();
    });
  };

  const go = (option: SuggestionOption) => {
    dispatch(searchSuggestionsHidden());
    if (option.kind === 'term') {
      dispatch(searchTyped(option.term));
      dispatch(searchSuggestionsHidden());
      search(option.term);
    } else {
      void router.push(toHref('/product/', { segments: [option.article.articleId, option.article.slug] }), undefined, { locale: false });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      if (!open) {
        dispatch(searchTyped(displayTerm));
        return;
      }
      const last = options.length - 1;
      if (event.key === 'ArrowDown') setActive((current) => (current < last ? current + 1 : 0));
      else setActive((current) => (current > 0 ? current - 1 : last));
    } else if (event.key === 'Enter' && open && active >= 0 && options[active]) {
      event.preventDefault();
      go(options[active]);
    } else if (event.key === 'Escape') {
      if (open) event.preventDefault();
      dispatch(searchSuggestionsHidden());
      setActive(-1);
    }
  };

  return (
    <SearchForm
      ref={formRef}
      role="search"
      action={`${toHref('/s/')}#${SEARCH_RESULTS_ID}`}
      method="get"
      onSubmit={(event) => {
        const q = displayTerm.trim();
        event.preventDefault();
        if (!q) return;
        dispatch(searchSuggestionsHidden());
        search(q);
      }}
      onBlur={(event) => {
        if (!formRef.current?.contains(event.relatedTarget as Node | null)) dispatch(searchSuggestionsHidden());
      }}
    >
      <SearchFields
        autoFocus={autoFocus}
        role="combobox"
        value={displayTerm}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 && options[active] ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          setActive(-1);
          dispatch(searchTyped(event.target.value));
        }}
        onFocus={() => {
          if (displayTerm.trim()) dispatch(searchTyped(displayTerm));
        }}
        onKeyDown={onKeyDown}
      />
      <SuggestionList id={listId} open={open} busy={isLoading} options={options} active={active} onPick={go} />
    </SearchForm>
  );
}
