import dynamic from 'next/dynamic';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '@/lib/i18n/use-t';
import { Icon } from '@/components/ui/icon';
import { activeFilterCount, pageCount, type ListingState } from '@/lib/catalog/listing-query';
import type { ArticlesResponse } from '@/services/catalog/types';
import { up, theme } from '@/styles/theme';
import { FILTER_FORM_ID, ListingFilters, type ListingPath } from './listing-filters';
import { Pagination } from './pagination';
import { ProductGrid } from './product-grid';
import { SortSelect } from './sort-select';

const loadFilterSheet = () => import('./filter-sheet');
// The sheet's chrome is only needed once a phone shopper opens it.
const FilterSheet = dynamic(() => loadFilterSheet().then((m) => m.FilterSheet), { ssr: false });

const Layout = styled.div`
  display: grid;
  gap: 20px;
  margin: 16px 0 32px;
  ${up('lg')} { grid-template-columns: 240px 1fr; align-items: start; }
`;

/** The side panel: desktop only; phones get the filter sheet (products first). */
const Aside = styled.aside`
  display: none;
  padding: 16px;
  border-radius: ${theme.radius.default};
  background: ${theme.colors.base1};
  ${up('lg')} { display: block; }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 12px;
  p { margin: 0; }
`;

const DesktopSort = styled.div`
  display: none;
  ${up('lg')} { display: block; }
`;

const FilterButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: ${theme.tapTarget};
  padding: 0 16px;
  border: 2px solid ${theme.colors.hunter500};
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.base1};
  color: ${theme.colors.hunter700};
  font-weight: 700;
  cursor: pointer;
  ${up('lg')} { display: none; }
`;

const Badge = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 22px;
  height: 22px;
  padding: 0 6px;
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.hunter500};
  color: ${theme.colors.base1};
  font-size: ${theme.font.size.xs};
`;

const Empty = styled.p`
  padding: 24px;
  border-radius: ${theme.radius.default};
  background: ${theme.colors.base1};
`;

interface Props {
  path: ListingPath;
  scope?: Record<string, string>;
  state: ListingState;
  result: ArticlesResponse['data'];
  /** Shown instead of the default message when nothing matches. */
  empty?: ReactNode;
}

/** A filterable, sortable, paged product grid: category, search, campaign, brand, storefront and merchant pages. */
export function ProductListing({ path, scope = {}, state, result, empty }: Props) {
  const { t } = useT('catalog');
  const [sheetOpen, setSheetOpen] = useState(false);
  const wasOpen = useRef(false);
  const filterButton = useRef<HTMLButtonElement>(null);
  const closeSheet = useCallback(() => setSheetOpen(false), []);
  const active = activeFilterCount(state);
  useEffect(() => {
    // Focus goes back to the Filter button once the sheet is gone (also where a tap does not focus a button).
    if (wasOpen.current && !sheetOpen) filterButton.current?.focus();
    wasOpen.current = sheetOpen;
  }, [sheetOpen]);
  return (
    <Layout>
      <Aside>
        <ListingFilters key={JSON.stringify(state)} path={path} scope={scope} state={state} facets={result.facets} />
      </Aside>
      <section aria-label={t('listing::products')}>
        <Toolbar>
          <p role="status">{t('listing::results', { count: result.total })}</p>
          <FilterButton
            ref={filterButton}
            type="button"
            aria-haspopup="dialog"
            aria-expanded={sheetOpen}
            aria-controls={sheetOpen ? 'filter-sheet' : undefined}
            onPointerDown={() => void loadFilterSheet()}
            onFocus={() => void loadFilterSheet()}
            onClick={() => setSheetOpen(true)}
          >
            <Icon name="filter" size={20} />
            {t('listing::openFilters')}
            {active > 0 ? (
              <>
                <Badge aria-hidden="true">{active}</Badge>
                <span className="visually-hidden">({t('listing::activeFilters', { count: active })})</span>
              </>
            ) : null}
          </FilterButton>
          <DesktopSort>
            <SortSelect path={path} scope={scope} state={state} formId={FILTER_FORM_ID} />
          </DesktopSort>
        </Toolbar>
        {result.items.length > 0 ? (
          <ProductGrid items={result.items} />
        ) : (
          (empty ?? <Empty>{t('listing::empty')}</Empty>)
        )}
        <Pagination path={path} scope={scope} state={state} pages={pageCount(result.total, result.pageSize)} />
      </section>
      {sheetOpen ? <FilterSheet path={path} scope={scope} state={state} result={result} onClose={closeSheet} /> : null}
    </Layout>
  );
}
