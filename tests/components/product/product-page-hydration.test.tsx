/**
 * The product page hydrates without a number or date formatter (pages/_document.tsx HYDRATES_NO_FORMATS): its prices,
 * rating, sold count, availability date, head texts and structured data stay the server's (docs/adr/0029-static-islands.md).
 */
import { act } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import ProductPage from '@/pages/product/[...params]';
import type * as format from '@/lib/format';
import { formatCount, formatDay, formatPrice, formatRating } from '@/lib/format';
import type { WireArticle } from '@/services/catalog/types';
import { makeStore } from '@/store/store';
import { theme } from '@/styles/theme';
import catalog from '@/public/locales/sv-SE/catalog.json';
import translation from '@/public/locales/sv-SE/translation.json';
import { serverHydration } from '../../helpers/hydration';
import { i18nWith } from '../../helpers/render';

// Counted: the formatters are kept per process, so a spy on Intl alone would not see a second format.
jest.mock('@/lib/format', () => {
  const actual = jest.requireActual<typeof format>('@/lib/format');
  return {
    ...actual,
    formatPrice: jest.fn(actual.formatPrice),
    formatRating: jest.fn(actual.formatRating),
    formatCount: jest.fn(actual.formatCount),
    formatDay: jest.fn(actual.formatDay),
  };
});
jest.mock('next/router', () => ({
  useRouter: () => ({
    locale: 'sv-SE',
    defaultLocale: 'sv-SE',
    asPath: '/produkt/100063/frost-max/',
    pathname: '/product/[...params]',
    query: {},
  }),
}));
// The page's server imports, never called here.
jest.mock('@/server/services', () => ({ catalogClient: () => ({}) }));
// The server's parts: this test makes the server's HTML in jsdom, where the island module would load them for a client render.
jest.mock('@/components/product/island-buy-column', () => jest.requireActual('@/components/product/buy-column'));
jest.mock('@/server/page-props', () => ({ getPageProps: jest.fn() }));

const slugs = { 'sv-SE': 'frost-max', 'da-DK': 'frost-max', 'nb-NO': 'frost-max', 'fi-FI': 'frost-max', 'en-US': 'frost-max' };

const ARTICLE = {
  articleId: '100063',
  legacyArticleId: '63',
  title: 'Frost Max',
  slug: 'frost-max',
  slugs,
  articleUrl: '/product/100063/frost-max/',
  price: { amount: 129_900, currency: 'SEK' },
  lowestPrice30Days: { amount: 149_900, currency: 'SEK' },
  imageUrl: '/images/frost-1.svg',
  images: ['/images/frost-1.svg', '/images/frost-2.svg'],
  rating: 4.3,
  reviewCount: 12,
  stock: 40,
  sold: 1_250,
  condition: 'new',
  badgeIds: [],
  classifications: [],
  shopArticleId: 'S-63',
  brand: { id: 'b1', name: 'Polarbyte', slug: 'polarbyte' },
  description: 'En kylbox som håller kylan.',
  properties: [{ key: 'color', name: 'Färg', value: 'Blå' }],
  variationalProperties: [
    {
      name: 'color',
      label: 'Färg',
      options: [
        { value: 'blue', label: 'Blå', articleId: '100063', selected: true },
        { value: 'red', label: 'Röd', articleId: '100064', selected: false },
      ],
    },
  ],
  breadcrumbs: [{ categoryId: 'c1', name: 'Hem', slug: 'hem' }],
  quantity: 1,
  shippingTime: { max: 3 },
  merchantId: 'm1',
  merchant: { id: 'm1', name: 'Nordlager', slug: 'nordlager', rating: 4.7, reviewCount: 310 },
  publishState: 'published',
  campaignIds: [],
  createdAt: '2026-01-01T00:00:00.000Z',
} as unknown as WireArticle;

const PROPS = {
  article: ARTICLE,
  variantSlugs: { '100064': 'frost-max-rod' },
  now: '2026-11-28T12:00:00.000Z',
  similar: [],
  seo: { canonical: 'https://www.nordfynd.se/produkt/100063/frost-max/', alternates: [] },
  notice: null,
} as unknown as Parameters<typeof ProductPage>[0];

const store = makeStore();

function Page({ props = PROPS }: { props?: Parameters<typeof ProductPage>[0] }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18nWith('sv-SE', { translation, catalog })}>
        <ThemeProvider theme={theme}>
          <ProductPage {...props} />
        </ThemeProvider>
      </I18nextProvider>
    </Provider>
  );
}

const formatters = [formatPrice, formatRating, formatCount, formatDay].map((fn) => jest.mocked(fn));

describe('the product page at hydration', () => {
  const page = serverHydration();
  afterEach(() => {
    document.head.querySelector('meta[name="description"]')?.remove();
    jest.restoreAllMocks();
  });

  it('formats nothing, keeps the server text and warns of no mismatch', async () => {
    page.serve(<Page />);
    // The head the server wrote (next/head renders it outside this tree).
    document.title = 'Frost Max 1 299 kr';
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'Frost Max från Polarbyte';
    document.head.append(meta);
    const serverText = page.container.textContent;
    expect(serverText).toContain('1\u00a0299\u00a0kr');
    expect(serverText).toContain('4,3');
    expect(serverText).toContain('4,7');
    expect(page.container.querySelector('script[type="application/ld+json"]')!.textContent).toContain('"price":"1299.00"');
    const numbers = jest.spyOn(Intl, 'NumberFormat');
    const dates = jest.spyOn(Intl, 'DateTimeFormat');
    formatters.forEach((fn) => fn.mockClear());

    const errors = await page.hydrate(<Page />);

    formatters.forEach((fn) => expect(fn).not.toHaveBeenCalled());
    expect(numbers).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(page.container.textContent).toBe(serverText);
  });

  it('renders and formats another article after hydration (a client navigation)', async () => {
    page.serve(<Page />);
    await page.hydrate(<Page />);
    const next = { ...ARTICLE, articleId: '100064', title: 'Frost Mini', price: { amount: 99_900, currency: 'SEK' } } as WireArticle;
    await act(async () => {
      page.root.render(<Page props={{ ...PROPS, article: next }} />);
    });
    expect(page.container.querySelector('h1')!.textContent).toBe('Frost Mini');
    expect(page.container.querySelector('.price-block .now')!.textContent).toBe('999\u00a0kr');
    expect(page.container.querySelector('script[type="application/ld+json"]')!.textContent).toContain('"price":"999.00"');
  });
});
