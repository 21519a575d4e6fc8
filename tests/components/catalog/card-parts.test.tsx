/**
 * The card's parts are plain elements styled by their container: variants are data- attributes that
 * the container's static rules match; the badge colours are theme names that styles/global.css colours.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { PriceBlock } from '@/components/catalog/price-block';
import { ProductCard } from '@/components/catalog/product-card';
import { RatingStars } from '@/components/catalog/rating-stars';
import { StockLabel } from '@/components/catalog/stock-label';
import { AVAILABILITY_STATUSES } from '@/lib/catalog/stock-status';
import type { BadgeMap } from '@/services/shop/models';
import { makeStore } from '@/store/store';
import { theme } from '@/styles/theme';
import { i18nWith } from '../../helpers/render';

jest.mock('next/router', () => ({
  useRouter: () => ({ locale: 'sv-SE', asPath: '/', query: {}, push: jest.fn(), prefetch: jest.fn(() => Promise.resolve()) }),
}));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const i18n = i18nWith('sv-SE', { catalog: require('@/public/locales/sv-SE/catalog.json') as Record<string, unknown> });

function renderUi(ui: ReactElement, badges: BadgeMap = {}) {
  return render(
    <Provider store={makeStore({ site: { settings: null, footer: null, badges, fees: null, featureFlags: {} } })}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>{ui}</ThemeProvider>
      </I18nextProvider>
    </Provider>,
  );
}

describe('badge colours', () => {
  const badges: BadgeMap = {
    sale: { id: 'sale', label: 'Rea', background: 'coral500', color: 'white' },
    odd: { id: 'odd', label: 'Udda', background: 'no-such-colour', color: 'black' },
    deal: { id: 'deal', label: 'Fynd', background: 'sky500', color: 'gold100' },
    proto: { id: 'proto', label: 'Proto', background: 'toString', color: 'constructor' },
  };
  const article = { articleId: '1', title: 'Kabel', slug: 'kabel', brand: 'B', imageUrl: '/x.svg', price: 9900, stock: 5 };

  it('are the theme colour names the badge map gives, unknown names falling back (styles/global.css colours them)', () => {
    const { getByText } = renderUi(<ProductCard article={{ ...article, badgeIds: ['sale', 'odd', 'deal', 'proto'] }} />, badges);
    const look = (label: string) => [getByText(label).dataset.bg, getByText(label).dataset.fg];
    expect(look('Rea')).toEqual(['coral500', 'base1']);
    expect(look('Udda')).toEqual(['hunter500', 'ink900']);
    expect(look('Fynd')).toEqual(['sky500', 'gold100']);
    expect(look('Proto')).toEqual(['hunter500', 'ink900']);
  });
});

describe('variants as attributes', () => {
  it.each([
    [4.1, '4', '1'],
    [3, '3', '0'],
    [5, '5', '0'],
    [4.96, '5', '0'],
    [7, '5', '0'],
    [-1, '0', '0'],
  ])('rating %d fills %s whole stars and %s tenths', (rating, stars, tenths) => {
    const { container } = renderUi(<RatingStars rating={rating} count={4} />);
    const fill = container.querySelector('[data-stars]');
    expect(fill?.getAttribute('data-stars')).toBe(stars);
    expect(fill?.getAttribute('data-tenths')).toBe(tenths);
  });

  it.each(AVAILABILITY_STATUSES)('the stock label of %s carries its status', (status) => {
    const { container } = renderUi(
      <StockLabel info={{ status, availableFrom: status === 'pre_order' ? '2030-01-15T00:00:00Z' : undefined }} />,
    );
    expect(container.querySelector(`[data-status="${status}"]`)?.textContent).toBeTruthy();
  });

  it('the product page price is the large one, the card price not', () => {
    const price = { amount: 9900, currency: 'SEK' as const };
    const large = renderUi(<PriceBlock price={price} large />);
    expect(large.container.querySelector('[data-size="large"] .now')).not.toBeNull();
    const normal = renderUi(<PriceBlock price={price} />);
    expect(normal.container.querySelector('[data-size]')).toBeNull();
  });
});

describe('ProductCard', () => {
  it('is one styled element, its parts plain elements', () => {
    const { container } = renderUi(
      <ProductCard
        article={{
          articleId: '1',
          title: 'Kabel',
          slug: 'kabel',
          brand: 'B',
          imageUrl: '/x.svg',
          price: 9900,
          lowestPrice: 19900,
          stock: 3,
          rating: 4.1,
          reviewCount: 2,
          sold: 40,
          condition: 'used',
        }}
      />,
    );
    expect(container.querySelectorAll('[class*="sc-"]')).toHaveLength(1);
    expect(container.querySelector('article')?.className).toMatch(/sc-/);
  });
});
