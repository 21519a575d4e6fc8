/** The search form's look and fields, shared by the plain form (before its script loads) and the combobox. */
import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { Icon } from '@/components/ui/icon';
import { theme } from '@/styles/theme';

/**
 * The id of the search page's results heading (tabindex -1). A search moves focus there: the field blurs, so a
 * phone closes its keyboard over the results, and a screen reader hears the heading. The forms' action carries it
 * as a fragment, so without JavaScript the results page opens at the heading and focuses it.
 */
export const SEARCH_RESULTS_ID = 'search-results';

export const SearchForm = styled.form`
  position: relative;
  display: flex;
  flex: 1;
  max-width: 640px;
`;

export const SearchInput = styled.input`
  width: 100%;
  height: ${theme.tapTarget};
  padding: 0 48px 0 16px;
  border: 2px solid transparent;
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.base1};
  color: ${theme.colors.ink900};
  &:focus-visible {
    border-color: ${theme.colors.gold500};
  }
`;

const SearchSubmit = styled.button`
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

/**
 * The label, the text field and the submit button of the header search. The
 * combobox adds its ARIA attributes and handlers to the field through `input`.
 */
export function SearchFields(input: ComponentProps<typeof SearchInput>) {
  const { t } = useT();
  return (
    <>
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
        {...input}
      />
      <SearchSubmit type="submit" aria-label={t('header::searchButton')}>
        <Icon name="search" size={20} />
      </SearchSubmit>
    </>
  );
}
