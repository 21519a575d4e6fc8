import { useRouter } from 'next/router';
import { useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { Button } from '@/components/ui/button';
import { useHref } from '@/components/ui/localized-link';
import { useHydrated } from '@/components/ui/use-hydrated';
import { SORTS, toUrlQuery, type ArticleSort } from '@/lib/catalog/listing-query';
import type { ListingView } from './listing-filters';
import { theme } from '@/styles/theme';

const Wrap = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    font-weight: 700;
  }
  select {
    height: 40px;
    padding: 0 8px;
    border: 1px solid ${theme.colors.base4};
    border-radius: ${theme.radius.small};
    background: ${theme.colors.base1};
  }
`;

/** Keys that change a closed select's value in place (Chromium, Firefox on Windows and Linux): browsing, not choosing. */
function browsesInPlace(event: KeyboardEvent): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey) return false;
  return (
    ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown'].includes(event.key) || event.key.length === 1
  );
}

interface Props extends ListingView {
  formId: string;
  /** An apply button of its own before hydration (and without JavaScript), where no other submit button is next to it. */
  withButton?: boolean;
}

/**
 * Sorting; keeps the filters, goes back to page 1. A native select in the listing's GET form: without JavaScript the form's submit button
 * (or its own, `withButton`) applies it. With JavaScript a choice made with the pointer or a phone's picker applies at once; arrow keys and
 * type-ahead on the closed select only browse, and Enter or leaving the select applies what is chosen.
 */
export function SortSelect({ path, scope, state, formId, withButton }: Props) {
  const { t } = useT('catalog');
  const router = useRouter();
  const toHref = useHref();
  const hydrated = useHydrated();
  const [value, setValue] = useState<ArticleSort>(state.sort);
  const [shown, setShown] = useState<ArticleSort>(state.sort);
  // A new listing state (applied, or Back): the select shows its sort.
  if (shown !== state.sort) {
    setShown(state.sort);
    setValue(state.sort);
  }
  const byKey = useRef(false);
  // The sort last asked for from this state: a blur right after a pointer's choice does not ask again.
  const requested = useRef<{ from: ArticleSort; sort: ArticleSort } | null>(null);

  const apply = (sort: ArticleSort) => {
    if (sort === state.sort || (requested.current?.from === state.sort && requested.current.sort === sort)) return;
    requested.current = { from: state.sort, sort };
    const query = toUrlQuery({ ...state, sort, page: 1 }, scope);
    void router.push(toHref(path.to, { segments: path.segments, query }), undefined, { scroll: false, locale: false });
  };

  return (
    <Wrap className="sort">
      <label>
        {t('listing::sort')}
        <select
          name="sort"
          form={formId}
          value={value}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply(value);
              return;
            }
            byKey.current = browsesInPlace(event);
          }}
          onKeyUp={() => {
            byKey.current = false;
          }}
          onChange={(event) => {
            const sort = event.target.value as ArticleSort;
            setValue(sort);
            if (!byKey.current) apply(sort);
          }}
          onBlur={() => apply(value)}
        >
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`listing::sortOptions::${sort}`)}
            </option>
          ))}
        </select>
      </label>
      {withButton && !hydrated ? (
        <Button type="submit" form={formId} $small $variant="secondary">
          {t('listing::sortApply')}
        </Button>
      ) : null}
    </Wrap>
  );
}
