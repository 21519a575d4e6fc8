import { useRouter } from 'next/router';
import { Suspense, lazy, useCallback, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useCaptureBeforeHydration } from '@/components/ui/carry-over';
import { useHref } from '@/components/ui/localized-link';
import { activeFilterCount, pageCount, toUrlQuery, type ListingState } from '@/lib/catalog/listing-query';
import type { ListingScope } from '@/lib/catalog/listing-scope';
import type { CardListing } from '@/services/catalog/page-models';
import { up, theme } from '@/styles/theme';
import { ActiveFilterChips } from './active-filter-chips';
import { FILTER_FORM_ID, formQuery, ListingFilters, useKeepFieldFocus, type ListingPath } from './listing-filters';
import { Pagination } from './pagination';
import { ProductGrid } from './product-grid';
import { SortSelect } from './sort-select';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useStaticIsland } from '@/components/ui/static-island';
import { useWide } from '@/components/ui/use-wide';

const loadFilterSheet = () => import('./filter-sheet');
// The sheet's chrome is only needed once a phone shopper opens it.
const FilterSheet = lazy(() => loadFilterSheet().then((m) => ({ default: m.FilterSheet })));

const Layout = styled.div`
  display: grid;
  gap: 20px;
  margin: 16px 0 32px;
  ${up('lg')} {
    grid-template-columns: 240px 1fr;
    align-items: start;
  }
  .empty {
    padding: 24px;
    border-radius: ${theme.radius.default};
    background: ${theme.colors.base1};
  }
`;

// Below lg the side panel and the sort give way to the Filter button and its sheet (products first).
const Aside = styled.aside`
  display: none;
  padding: 16px;
  border-radius: ${theme.radius.default};
  background: ${theme.colors.base1};
  ${up('lg')} {
    display: block;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 12px;
  > .sort {
    display: none;
  }
  .badge {
    min-width: 22px;
    padding: 1px 6px;
    border-radius: ${theme.radius.pill};
    background: ${theme.colors.hunter500};
    color: ${theme.colors.base1};
  }
  ${up('lg')} {
    > .sort {
      display: inline-flex;
    }
    > button,
    > details {
      display: none;
    }
  }
`;

/* Before hydration and without JavaScript: the phone's filters and sort open in place, no script needed. */
const PhoneFilters = styled.details`
  &[open] {
    flex-basis: 100%;
  }
  > summary {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: ${theme.button.height};
    padding: 0 20px;
    border: 2px solid ${theme.colors.hunter500};
    border-radius: ${theme.radius.pill};
    background: ${theme.colors.base1};
    color: ${theme.colors.hunter700};
    font-weight: 700;
    cursor: pointer;
    list-style: none;
  }
  > summary::-webkit-details-marker {
    display: none;
  }
  > form,
  > .sort {
    margin-top: 12px;
  }
`;

const PHONE_FILTER_FORM_ID = 'listing-filters-phone';
const PHONE_FILTERS_ID = 'listing-filters-phone-panel';

interface Props {
  path: ListingPath;
  scope?: Record<string, string>;
  state: ListingState;
  result: CardListing;
  /** What the listing lists before any filter: the filter sheet counts pending filters within it. */
  within?: ListingScope;
  /** Shown instead of the default message when nothing matches. */
  empty?: ReactNode;
}

/** A filterable, sortable, paged product grid: category, search, campaign, brand, storefront and merchant pages. */
export function ProductListing({ path, scope = {}, state, result, within, empty }: Props) {
  const { t } = useT('catalog');
  const [sheetOpen, setSheetOpen] = useState(false);
  const filterButton = useRef<HTMLButtonElement>(null);
  const closeSheet = useCallback(() => setSheetOpen(false), []);
  const count = useRef<HTMLParagraphElement>(null);
  const countElement = useCallback(() => count.current, []);
  const stateKey = JSON.stringify(state);
  // Space on a side-panel checkbox reloads the list and re-creates the form: the focus stays on that box.
  const keepFocus = useKeepFieldFocus(FILTER_FORM_ID, stateKey);
  const active = activeFilterCount(state);
  // The phone's filter control: a button once hydrated, the <summary> of a GET form before.
  const filtersLabel = (
    <>
      <Icon name="filter" size={20} />
      {t('listing::openFilters')}
      {active > 0 ? (
        <>
          <span className="badge" aria-hidden="true">
            {active}
          </span>
          <span className="visually-hidden">({t('listing::activeFilters', { count: active })})</span>
        </>
      ) : null}
    </>
  );
  const hydrated = useHydrated();
  // The phone's form is replaced by the button once hydrated: the first page's hydration keeps its markup as the server sent
  // it (a second copy of the sort and the filters, with what was typed or opened in it) and hydrates none of it
  // (docs/adr/0029-static-islands.md); the carry-over below reads it from the document.
  const formContent = [stateKey, result.facets, JSON.stringify(path), JSON.stringify(scope)];
  const phoneForm = useStaticIsland(formContent);
  // The side panel shows on a wide screen only: on a narrower one the hydration keeps its form as well, and it renders, live,
  // once the screen is wide enough.
  const wide = useWide();
  const sideForm = useStaticIsland([...formContent, wide], undefined, !wide);
  const router = useRouter();
  const toHref = useHref();
  // The phone's filters opened before hydration stay open as the sheet, and choices made in them are
  // applied (components/ui/carry-over.ts).
  useCaptureBeforeHydration(PHONE_FILTERS_ID, (before) => {
    if (!before.open) return;
    setSheetOpen(true);
    const form = document.getElementById(PHONE_FILTER_FORM_ID);
    if (!(form instanceof HTMLFormElement)) return;
    const chosen = formQuery(form, scope);
    if (JSON.stringify(chosen) !== JSON.stringify(toUrlQuery({ ...state, page: 1 }, scope))) {
      void router.push(toHref(path.to, { segments: path.segments, query: chosen }), undefined, { scroll: false, locale: false });
    }
  });
  return (
    <Layout>
      <Aside onFocus={keepFocus} {...sideForm.props}>
        {sideForm.keep ? null : <ListingFilters key={stateKey} path={path} scope={scope} state={state} facets={result.facets} />}
      </Aside>
      <section aria-label={t('listing::products')}>
        <Toolbar>
          <p ref={count} role="status" tabIndex={-1}>
            {t('listing::results', { count: result.total })}
          </p>
          {hydrated ? (
            <Button
              ref={filterButton}
              $variant="secondary"
              aria-haspopup="dialog"
              aria-expanded={sheetOpen}
              onPointerDown={loadFilterSheet}
              onFocus={loadFilterSheet}
              onClick={() => setSheetOpen(true)}
            >
              {filtersLabel}
            </Button>
          ) : (
            <PhoneFilters id={PHONE_FILTERS_ID} {...phoneForm.props}>
              {phoneForm.keep ? null : (
                <>
                  <summary>{filtersLabel}</summary>
                  <SortSelect path={path} scope={scope} state={state} formId={PHONE_FILTER_FORM_ID} />
                  <ListingFilters
                    key={stateKey}
                    path={path}
                    scope={scope}
                    state={state}
                    facets={result.facets}
                    formId={PHONE_FILTER_FORM_ID}
                  />
                </>
              )}
            </PhoneFilters>
          )}
          <SortSelect path={path} scope={scope} state={state} formId={FILTER_FORM_ID} withButton />
        </Toolbar>
        <ActiveFilterChips path={path} scope={scope} state={state} facets={result.facets} fallbackFocus={countElement} />
        {result.items.length > 0 ? <ProductGrid items={result.items} /> : (empty ?? <p className="empty">{t('listing::empty')}</p>)}
        <Pagination path={path} scope={scope} state={state} pages={pageCount(result.total, result.pageSize)} />
      </section>
      {sheetOpen ? (
        <Suspense fallback={null}>
          <FilterSheet path={path} scope={scope} within={within} state={state} result={result} opener={filterButton} onClose={closeSheet} />
        </Suspense>
      ) : null}
    </Layout>
  );
}
