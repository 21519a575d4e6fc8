/**
 * The all-categories page keeps its tiles' static island (docs/adr/0029-static-islands.md) when it renders again with the
 * same page data: what the island is made from (the top categories, the children lookup) stays the same objects.
 */
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { I18nextProvider } from 'react-i18next';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import AllCategoriesPage from '@/pages/all-categories';
import type { WireCategory } from '@/services/catalog/types';
import { makeStore } from '@/store/store';
import { theme } from '@/styles/theme';
import { testI18n } from '../../helpers/render';

jest.mock('@/server/page-props', () => ({ getPageProps: jest.fn() }));
// The server's tiles, in the server's render and the hydration alike (in the browser their code loads for a client render).
jest.mock('@/components/catalog/island-category-tile-items', () => jest.requireActual('@/components/catalog/category-tile-items'));
jest.mock('@/server/services', () => ({ catalogClient: jest.fn() }));
jest.mock('next/router', () => ({
  useRouter: () => ({
    locale: 'en-US',
    asPath: '/all-categories/',
    query: {},
    push: jest.fn(),
    prefetch: jest.fn(() => Promise.resolve()),
  }),
}));

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const CATEGORIES: WireCategory[] = [
  { categoryId: 'c1', parentId: null, name: 'Mobile accessories', slug: 'mobil-tillbehor', imageUrl: '/c1.svg', articleCount: 12 },
  { categoryId: 'c2', parentId: 'c1', name: 'Chargers', slug: 'laddare', imageUrl: '/c2.svg', articleCount: 4 },
  { categoryId: 'c3', parentId: null, name: 'Home', slug: 'hem', imageUrl: '/c3.svg', articleCount: 7 },
];
const SEO = { canonical: 'https://nordfynd.example/en-US/all-categories/', alternates: [] };

function withApp(ui: ReactElement, store = makeStore(), i18n = testI18n()) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>{ui}</ThemeProvider>
      </I18nextProvider>
    </Provider>
  );
}

it('a second render with the same categories keeps the server-rendered tiles (the island does not end)', async () => {
  const props = { seo: SEO, categories: CATEGORIES } as unknown as Parameters<typeof AllCategoriesPage>[0];
  const page = () => withApp(<AllCategoriesPage {...props} />);
  const container = document.createElement('div');
  container.innerHTML = renderToString(page());
  document.body.append(container);
  const serverLinks = [...container.querySelectorAll('[data-island] a')];
  expect(serverLinks.map((link) => link.textContent)).toEqual(expect.arrayContaining(['Chargers']));

  const { rerender, unmount } = render(page(), { container, hydrate: true });
  rerender(page());
  await act(async () => undefined);

  // The very same nodes as the server's: a client render of the tiles would have replaced them.
  const links = [...container.querySelectorAll('[data-island] a')];
  expect(links).toHaveLength(serverLinks.length);
  links.forEach((link, i) => expect(link).toBe(serverLinks[i]));
  unmount();
});
