/**
 * One availability rule drives the card, the product page and the buy box in every market; the Finnish words are
 * checked here with the real fi-FI texts (e2e/product-states.spec.ts walks the pages in a browser in sv-SE; the
 * card's "not sold online" in fi-FI is tests/components/catalog/product-card.test.tsx's).
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { StockLabel } from '@/components/catalog/stock-label';
import { BuyBox } from '@/components/product/buy-box';
import { DyoAction } from '@/components/product/dyo-action';
import { availability } from '@/lib/catalog/stock-status';
import catalog from '@/public/locales/fi-FI/catalog.json';
import translation from '@/public/locales/fi-FI/translation.json';
import type { WireArticle } from '@/services/catalog/types';
import { makeStore } from '@/store/store';
import { theme } from '@/styles/theme';
import { i18nWith } from '../../helpers/render';

jest.mock('next/router', () => ({
  useRouter: () => ({ locale: 'fi-FI', defaultLocale: 'sv-SE', asPath: '/fi-FI/tuote/100063/x/', query: {}, push: jest.fn() }),
}));

/** A store whose cart form answers every add with a cart of that article. */
function storeThatAdds() {
  return makeStore(undefined, {
    identity: { userId: () => 'u1', cartId: () => 'c1', ensureCartId: () => 'c1', renewCartId: () => 'c2' },
    purchase: {
      getCart: async () => ({ id: 'c1', items: [] }),
      press: async () => ({ notice: null, cart: { id: 'c1', items: [] } }),
    } as never,
  });
}

function renderFi(ui: ReactElement, store = makeStore()) {
  return render(
    <Provider store={store}>
      <I18nextProvider i18n={i18nWith('fi-FI', { translation, catalog })}>
        <ThemeProvider theme={theme}>{ui}</ThemeProvider>
      </I18nextProvider>
    </Provider>,
  );
}

const wire = (stock: number) =>
  ({
    articleId: '100063',
    title: 'Frost Max',
    slug: 'frost-max',
    brand: { name: 'Polarbyte' },
    imageUrl: '/x.svg',
    properties: [],
    price: { amount: 3990, currency: 'EUR' },
    stock,
  }) as unknown as WireArticle;

describe('availability in Finnish', () => {
  it('a sold-out product: "Loppuunmyyty", a disabled button of the same words, no quantity, dispatch or cap', () => {
    const { container } = renderFi(
      <>
        <StockLabel info={availability({ stock: 0 })} />
        <BuyBox article={wire(0)} availability={availability({ stock: 0, shippingDaysMax: 2 })} />
      </>,
    );
    expect(container.querySelector('.stock-label')).toHaveTextContent(/^Loppuunmyyty$/);
    expect(screen.getByRole('button', { name: 'Loppuunmyyty' })).toBeDisabled();
    expect(screen.queryByRole('spinbutton', { name: 'Määrä' })).toBeNull();
    expect(container.textContent).not.toMatch(/Lähetetään|Enintään \d+ tilausta kohden/);
  });

  it('a design-your-own article the shop cannot design: "Ei tilattavissa verkossa" and why', () => {
    const { container } = renderFi(
      <>
        <StockLabel info={availability({ stock: 500, design: 'unsupported' })} />
        <DyoAction article={{ articleId: '190028', classifications: [{ name: 'dyo', value: 'isecretsMugs' }] }} />
      </>,
    );
    expect(container.querySelector('.stock-label')).toHaveTextContent(/^Ei tilattavissa verkossa$/);
    expect(screen.getByRole('note')).toHaveTextContent(/^Tätä tuotetta ei voi juuri nyt suunnitella verkossa\./);
  });

  it('an in-stock product: "Määrä" and "Lisää ostoskärryyn"; added, "Lisätty ostoskärryyn."', async () => {
    renderFi(<BuyBox article={wire(5)} availability={availability({ stock: 5 })} />, storeThatAdds());
    expect(screen.getByRole('spinbutton', { name: 'Määrä' })).toHaveValue(1);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Lisää ostoskärryyn' }));
    });
    expect(screen.getAllByRole('status').some((status) => status.textContent === 'Lisätty ostoskärryyn.')).toBe(true);
  });
});
