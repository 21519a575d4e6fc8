/**
 * The header search loads its combobox when the shopper reaches for the field, not with every page: after hydration the
 * plain form stays, and a pointer over the field (or its focus) loads the combobox, which takes the focus only if the
 * field has it then.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { SearchField } from '@/components/header/search-field';
import { markHydrated } from '@/components/ui/use-hydrated';
import { renderWithApp } from '../../helpers/render';

jest.mock('next/router', () => ({
  useRouter: () => ({
    locale: 'sv-SE',
    defaultLocale: 'sv-SE',
    asPath: '/',
    pathname: '/',
    query: {},
    events: { on: jest.fn(), off: jest.fn() },
  }),
}));

const loaded = jest.fn();
jest.mock('@/components/search/search-combobox', () => {
  loaded();
  return {
    SearchCombobox: ({ autoFocus }: { autoFocus?: boolean }) => (
      <input role="combobox" aria-expanded="false" aria-label="combobox" autoFocus={autoFocus} readOnly />
    ),
  };
});

it('stays the plain form once hydrated until a pointer comes over the field; the combobox then leaves the focus where it is', async () => {
  renderWithApp(<SearchField />);
  await act(async () => {
    markHydrated();
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(loaded).not.toHaveBeenCalled();
  expect(screen.getByRole('searchbox')).toBeInTheDocument();
  expect(screen.queryByRole('combobox')).toBeNull();

  fireEvent.pointerEnter(screen.getByRole('searchbox'));
  await waitFor(() => expect(screen.getByRole('combobox')).toBeInTheDocument());
  expect(loaded).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('combobox')).not.toHaveFocus();
  expect(screen.queryByRole('searchbox')).toBeNull();
});
