import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '@/lib/i18n/use-t';
import { pageCount, type ListingState } from '@/lib/catalog/listing-query';
import type { CardListing } from '@/services/catalog/card-article';
import { up, theme } from '@/styles/theme';
import { FILTER_FORM_ID, ListingFilters, type ListingPath } from './listing-filters';
import { Pagination } from './pagination';
import { ProductGrid } from './product-grid';
import { SortSelect } from './sort-select';

const Layout = styled.div`
  display: grid;
  gap: 20px;
  margin: 16px 0 32px;
  ${up('lg')} { grid-template-columns: 240px 1fr; align-items: start; }
`;

const Aside = styled.aside`
  padding: 16px;
  border-radius: ${theme.radius.default};
  background: ${theme.colors.base1};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 12px;
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
  result: CardListing;
  /** Shown instead of the default message when nothing matches. */
  empty?: ReactNode;
}

/** A filterable, sortable, paged product grid: category, search, campaign, brand, storefront and merchant pages. */
export function ProductListing({ path, scope = {}, state, result, empty }: Props) {
  const { t } = useT('catalog');
  return (
    <Layout>
      <Aside>
        <ListingFilters key={JSON.stringify(state)} path={path} scope={scope} state={state} facets={result.facets} />
      </Aside>
      <section aria-label={t('listing::products')}>
        <Toolbar>
          <p role="status">{t('listing::results', { count: result.total })}</p>
          <SortSelect path={path} scope={scope} state={state} formId={FILTER_FORM_ID} />
        </Toolbar>
        {result.items.length > 0 ? (
          <ProductGrid items={result.items} />
        ) : (
          (empty ?? <Empty>{t('listing::empty')}</Empty>)
        )}
        <Pagination path={path} scope={scope} state={state} pages={pageCount(result.total, result.pageSize)} />
      </section>
    </Layout>
  );
}
