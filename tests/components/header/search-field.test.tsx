/**
 * The header search after hydration: the plain form the server rendered stays (the same field, with what was typed
 * and the focus) until the combobox's code has loaded, and is then replaced once.
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

jest.mock('@/components/search/search-combobox', () => ({
  SearchCombobox: ({ autoFocus }: { autoFocus?: boolean }) => (
    <input role="combobox" aria-expanded="false" aria-label="combobox" autoFocus={autoFocus} readOnly />
  ),
}));

it('keeps the plain field through the switch and replaces it once, with the focus', async () => {
  const { container } = renderWithApp(<SearchField />);
  const field = screen.getByRole('searchbox');
  field.focus();
  fireEvent.change(field, { target: { value: 'hörlurar' } });
  const added: string[] = [];
  const observer = new MutationObserver((records) =>
    records.forEach((record) =>
      record.addedNodes.forEach((node) => {
        if (node instanceof HTMLElement)
          node.querySelectorAll('input:not([type=hidden])').forEach((input) => added.push(input.getAttribute('role') ?? 'searchbox'));
        if (node instanceof HTMLInputElement) added.push(node.getAttribute('role') ?? 'searchbox');
      }),
    ),
  );
  observer.observe(container, { childList: true, subtree: true });

  await act(async () => {
    markHydrated();
  });
  await waitFor(() => expect(screen.getByRole('combobox')).toHaveFocus());
  observer.disconnect();
  // No second plain field in between: the one the server rendered gave way to the combobox.
  expect(added).toEqual(['combobox']);
  expect(screen.queryByRole('searchbox')).toBeNull();
});
