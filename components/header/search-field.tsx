import dynamic from 'next/dynamic';
import styled from 'styled-components';
import { useT } from '@/lib/i18n/use-t';
import { useHref } from '@/components/ui/localized-link';
import { Icon } from '@/components/ui/icon';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { searchTyped, selectSearch } from '@/store/ui-slice';
import { theme } from '@/styles/theme';

export const SearchForm = styled.form`
  position: relative;
  display: flex;
  flex: 1;
  max-width: 640px;
`;

export const SearchInput = styled.input`
  width: 100%;
  height: 44px;
  padding: 0 48px 0 16px;
  border: 2px solid transparent;
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.base1};
  color: ${theme.colors.ink900};
  &:focus-visible { border-color: ${theme.colors.gold500}; }
`;

export const SearchSubmit = styled.button`
  position: absolute;
  right: 4px;
  top: 4px;
  width: 36px;
  height: 36px;
  display: grid;
  place-items: center;
  border: 0;
  border-radius: 50%;
  background: ${theme.colors.hunter500};
  color: ${theme.colors.base1};
  cursor: pointer;
`;

/** The plain search form: a GET to /s/ that works before (and without) JavaScript. */
function PlainSearchForm({ onFocus }: { onFocus?: () => void }) {
  const { t } = useT();
  const toHref = useHref();
  const dispatch = useAppDispatch();
  const { displayTerm } = useAppSelector(selectSearch);
  return (
    <SearchForm role="search" action={toHref('/s/')} method="get">
      <label htmlFor="site-search" className="visually-hidden">
        {t('header::searchLabel')}
      </label>
      <SearchInput
        id="site-search"
        name="q"
        type="search"
        autoComplete="off"
        maxLength={100}
        placeholder={t('header::searchPlaceholder')}
        value={displayTerm}
        onFocus={onFocus}
        onChange={(event) => dispatch(searchTyped(event.target.value))}
      />
      <SearchSubmit type="submit" aria-label={t('header::searchButton')}>
        <Icon name="search" size={20} />
      </SearchSubmit>
    </SearchForm>
  );
}

// The suggestions (SWR, the listbox, product thumbnails) load after the page is interactive,
// so they stay out of every page's first-load JavaScript.
let focusedBeforeLoad = false;
const SearchCombobox = dynamic(() => import('@/components/search/search-combobox').then((m) => m.SearchCombobox), {
  ssr: false,
  loading: () => <PlainSearchForm onFocus={() => (focusedBeforeLoad = true)} />,
});

/** Header search; a combobox with suggestions once its code has loaded (keeping the focus if the shopper was already in the field). */
export function SearchField() {
  return <SearchCombobox autoFocus={focusedBeforeLoad} />;
}
