import styled from 'styled-components';
import { useTranslation } from 'next-i18next/pages';
import { useHref } from '@/components/ui/localized-link';
import { Icon } from '@/components/ui/icon';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { searchTyped, selectSearch } from '@/store/ui-slice';

const Form = styled.form`
  position: relative;
  display: flex;
  flex: 1;
  max-width: 640px;
`;

const Input = styled.input`
  width: 100%;
  height: 44px;
  padding: 0 48px 0 16px;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.base1};
  color: ${({ theme }) => theme.colors.ink900};
  &:focus-visible { border-color: ${({ theme }) => theme.colors.gold500}; }
`;

const Submit = styled.button`
  position: absolute;
  right: 4px;
  top: 4px;
  width: 36px;
  height: 36px;
  display: grid;
  place-items: center;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.hunter500};
  color: ${({ theme }) => theme.colors.base1};
  cursor: pointer;
`;

/** Header search; a plain GET form so it works before JavaScript loads. */
export function SearchField() {
  const { t } = useTranslation();
  const toHref = useHref();
  const dispatch = useAppDispatch();
  const { displayTerm } = useAppSelector(selectSearch);
  return (
    <Form role="search" action={toHref('/s/')} method="get">
      <label htmlFor="site-search" className="visually-hidden">
        {t('header::searchLabel')}
      </label>
      <Input
        id="site-search"
        name="q"
        type="search"
        autoComplete="off"
        maxLength={100}
        placeholder={t('header::searchPlaceholder')}
        value={displayTerm}
        onChange={(event) => dispatch(searchTyped(event.target.value))}
      />
      <Submit type="submit" aria-label={t('header::searchButton')}>
        <Icon name="search" size={20} />
      </Submit>
    </Form>
  );
}
