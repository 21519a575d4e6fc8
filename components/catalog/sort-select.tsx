import { useRouter } from 'next/router';
import styled from 'styled-components';
import { useT } from '@/lib/i18n/use-t';
import { useHref } from '@/components/ui/localized-link';
import { SORTS, toUrlQuery, type ListingState } from '@/lib/catalog/listing-query';
import type { WireArticleSort } from '@/services/catalog/types';
import type { ListingPath } from './listing-filters';
import { theme } from '@/styles/theme';

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-weight: 700;
  select {
    height: 40px;
    padding: 0 8px;
    border: 1px solid ${theme.colors.base4};
    border-radius: ${theme.radius.small};
    background: ${theme.colors.base1};
  }
`;

/** Sorting; keeps the filters, goes back to page 1. Without JavaScript the form's submit button applies it. */
export function SortSelect({ path, scope, state, formId }: { path: ListingPath; scope: Record<string, string>; state: ListingState; formId: string }) {
  const { t } = useT('catalog');
  const router = useRouter();
  const toHref = useHref();
  return (
    <Label>
      {t('listing::sort')}
      <select
        name="sort"
        form={formId}
        value={state.sort}
        onChange={(event) => {
          const sort = event.target.value as WireArticleSort;
          const query = toUrlQuery({ ...state, sort, page: 1 }, scope);
          void router.push(toHref(path.to, { segments: path.segments, query }), undefined, { scroll: false, locale: false });
        }}
      >
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`listing::sortOptions::${sort}`)}
          </option>
        ))}
      </select>
    </Label>
  );
}
