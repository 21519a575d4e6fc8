/**
 * A card arrives compactly (services/catalog/page-models.ts): prices in minor units of the locale's
 * currency and fields at their default left out. The card restores them: it looks the same.
 */
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { ProductCard } from '@/components/catalog/product-card';
import type { Locale } from '@/lib/locales';
import type { CardArticle } from '@/services/catalog/page-models';
import { makeStore } from '@/store/store';
import { theme } from '@/styles/theme';
import { i18nWith } from '../../helpers/render';

let locale: Locale = 'sv-SE';
jest.mock('next/router', () => ({
  useRouter: () => ({ locale, asPath: '/', query: {}, push: jest.fn(), prefetch: jest.fn(() => Promise.resolve()) }),
}));

function renderCard(article: CardArticle, lng: Locale, store = makeStore()) {
  locale = lng;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const i18n = i18nWith(lng, { catalog: require(`@/public/locales/${lng}/catalog.json`) as Record<string, unknown> });
  return render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <ProductCard article={article} />
        </ThemeProvider>
      </I18nextProvider>
    </Provider>,
  );
}

const compact: CardArticle = {
  articleId: '100017',
  title: 'USB-C-kabel',
  slug: 'usb-c-kabel',
  brand: 'Norrsken Tech',
  imageUrl: '/x.svg',
  price: 9900,
  stock: 200,
};
const normalize = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('ProductCard from a compact card', () => {
  it.each([
    ['sv-SE', '99 kr'],
    ['fi-FI', '99,00 €'],
  ] as const)('shows the price in the currency of %s, and no stars, sold count or condition when left out', (lng, price) => {
    const { container } = renderCard(compact, lng);
    expect(normalize(container.querySelector('.now')?.textContent)).toBe(price);
    expect(container.querySelector('.was')).toBeNull();
    expect(container.querySelector('.visually-hidden')).toBeNull();
    expect(screen.queryByText(/såld|myyty/)).toBeNull();
  });

  it('shows the 30-day lowest price and reduction, the reviews, the units sold and the condition when sent', () => {
    const { container } = renderCard(
      { ...compact, lowestPrice: 19900, rating: 4.1, reviewCount: 12, sold: 2351, condition: 'refurb' },
      'sv-SE',
    );
    expect(normalize(container.querySelector('.was')?.textContent)).toBe('Lägsta pris 30 dagar före rabatten: 199 kr');
    expect(normalize(container.querySelector('.discount')?.textContent)).toContain('−50 %');
    expect(normalize(container.textContent)).toContain('2 300+ sålda');
    expect(container.querySelectorAll('.visually-hidden').length).toBeGreaterThan(0);
    expect(normalize(container.textContent)).toMatch(/4,1/);
  });
});

describe('availability on the card', () => {
  it.each([
    ['sv-SE', 'Kan inte beställas online', /sålda/],
    ['fi-FI', 'Ei tilattavissa verkossa', /myyty/],
  ] as const)('a design-your-own article the shop cannot design is not in stock and shows no units sold in %s', (lng, label, sold) => {
    const { container } = renderCard({ ...compact, sold: 1750, stock: 500, design: 'unsupported' }, lng);
    expect(container.querySelector('.stock-label')?.textContent).toBe(label);
    expect(container.querySelector('.stock-label')?.getAttribute('data-status')).toBe('not_sold_online');
    expect(normalize(container.textContent)).not.toMatch(sold);
  });

  it('any other article in stock says so, with its units sold', () => {
    const { container } = renderCard({ ...compact, sold: 1750, stock: 500 }, 'sv-SE');
    expect(container.querySelector('.stock-label')?.textContent).toBe('I lager');
    expect(normalize(container.textContent)).toContain('1 700+ sålda');
  });
});

describe('the free-shipping badge follows the fee rule', () => {
  const sek = (amount: number) => ({ amount, currency: 'SEK' as const });
  const badge = { id: 'free-shipping', label: 'Fri frakt', background: 'hunter500', color: 'white' };
  const store = () =>
    makeStore({
      site: {
        settings: null,
        footer: null,
        badges: { 'free-shipping': badge },
        fees: { shippingFee: sek(4900), freeShippingThreshold: sek(49900) },
        featureFlags: {},
      },
    });

  it('is not shown on a 229 kr article even when the catalog lists the badge', () => {
    renderCard({ ...compact, price: 22900, badgeIds: ['free-shipping'] }, 'sv-SE', store());
    expect(screen.queryByText('Fri frakt')).toBeNull();
  });

  it('is shown from the threshold and when the article ships free on its own', () => {
    renderCard({ ...compact, price: 49900 }, 'sv-SE', store());
    expect(screen.getByText('Fri frakt')).toBeVisible();
  });

  it('is shown on a cheap article that ships free on its own', () => {
    renderCard({ ...compact, price: 12900, shipsFree: true }, 'sv-SE', store());
    expect(screen.getByText('Fri frakt')).toBeVisible();
  });
});

describe('a sold-out card announces no deal', () => {
  const store = () =>
    makeStore({
      site: {
        settings: null,
        footer: null,
        badges: {
          'top-deal': { id: 'top-deal', label: 'Toppfynd', background: 'coral500', color: 'white' },
          'climate-smart': { id: 'climate-smart', label: 'Klimatsmart', background: 'hunter500', color: 'white' },
        },
        fees: null,
        featureFlags: {},
      },
    });
  const deal: CardArticle = { ...compact, price: 9900, lowestPrice: 19800, badgeIds: ['top-deal', 'climate-smart'] };

  it('in stock: "Toppfynd" and the reduction are shown', () => {
    const { container } = renderCard(deal, 'sv-SE', store());
    expect(screen.getByText('Toppfynd')).toBeVisible();
    expect(normalize(container.querySelector('.discount')?.textContent)).toContain('−50 %');
  });

  it('sold out: no "Toppfynd", no reduction, the other badges and "Slut i lager" stay', () => {
    const { container } = renderCard({ ...deal, stock: 0 }, 'sv-SE', store());
    expect(screen.queryByText('Toppfynd')).toBeNull();
    expect(container.querySelector('.discount')).toBeNull();
    expect(container.querySelector('.was')).toBeNull();
    expect(screen.getByText('Klimatsmart')).toBeVisible();
    expect(container.querySelector('.stock-label')?.getAttribute('data-status')).toBe('out_of_stock');
  });
});
