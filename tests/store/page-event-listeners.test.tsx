import { waitFor } from '@testing-library/react';
import { encodeChoice, type ConsentChoice } from '@/lib/consent/consent-model';
import type { OrderDetails } from '@/services/purchase/models';
import { RENEWED_FOR_ORDER_KEY } from '@/store/cart-listeners';
import { consentChosen, consentRestored } from '@/store/consent-slice';
import { orderConfirmed, productViewed } from '@/store/page-events';
import { makeStore } from '@/store/store';

const ANALYTICS: ConsentChoice = { purposes: [1, 8, 9], vendors: ['analytics'] };
const article = { articleId: 'A1', title: 'Lamp', brand: { name: 'Lumo' }, price: { amount: 4_990, currency: 'DKK' as const } };
const order = {
  orderId: 'NF-1',
  totalAmount: { amount: 10_000, currency: 'NOK' },
  totalVatAmount: { amount: 2_000, currency: 'NOK' },
  totalShippingAmount: { amount: 0, currency: 'NOK' },
  items: [{ articleId: 'A1', quantity: 2 }],
} as unknown as OrderDetails;

function setup() {
  const renewed: string[] = [];
  let carts = 0;
  const store = makeStore(undefined, {
    identity: { userId: () => 'u1', cartId: () => 'c1', ensureCartId: () => 'c1', renewCartId: () => (renewed.push('c2'), 'c2') },
    purchase: { getCart: async () => (carts++, { id: 'c2', items: [] }) } as never,
  });
  return { store, renewed, carts: () => carts };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const purchases = () => (window.dataLayer ?? []).filter((e) => e.event === 'purchase');

beforeEach(() => {
  delete window.dataLayer;
  sessionStorage.clear();
  document.cookie = 'nf_consent=; Max-Age=0; Path=/';
});

describe('orderConfirmed', () => {
  it('starts a new cart once per order, also after a reload of the page', async () => {
    const { store, renewed, carts } = setup();
    store.dispatch(orderConfirmed({ order, locale: 'nb-NO' }));
    await settle();
    expect(renewed).toEqual(['c2']);
    expect(carts()).toBe(1);
    expect(sessionStorage.getItem(RENEWED_FOR_ORDER_KEY)).toBe('NF-1');

    const reloaded = setup();
    reloaded.store.dispatch(orderConfirmed({ order, locale: 'nb-NO' }));
    await settle();
    expect(reloaded.renewed).toEqual([]);
  });

  it('the rebate code went with the order: the new cart starts without it', async () => {
    document.cookie = 'nf_rebate=FYND10; Path=/';
    const { store } = setup();
    store.dispatch(orderConfirmed({ order, locale: 'nb-NO' }));
    await settle();
    expect(document.cookie).not.toContain('nf_rebate=FYND10');
    expect(store.getState().checkout.summary?.rebateCode).toBeUndefined();
  });

  it('tracks the purchase only once the consent choice is known, and once per order', async () => {
    const { store } = setup();
    document.cookie = `nf_consent=${encodeChoice(ANALYTICS)}; Path=/`;
    store.dispatch(orderConfirmed({ order, locale: 'nb-NO' }));
    await settle();
    expect(purchases()).toHaveLength(0);

    store.dispatch(consentRestored(ANALYTICS));
    await settle();
    await settle();
    expect(purchases()).toHaveLength(1);
    expect(purchases()[0]).toMatchObject({ store_id: 'sco-nordfynd-04', ecommerce: { transaction_id: 'NF-1', value: 100 } });

    store.dispatch(orderConfirmed({ order, locale: 'nb-NO' }));
    await settle();
    await settle();
    expect(purchases()).toHaveLength(1);
  });

  it('tracks nothing without analytics consent', async () => {
    const { store, carts } = setup();
    store.dispatch(consentChosen({ purposes: [], vendors: [] }));
    store.dispatch(orderConfirmed({ order, locale: 'nb-NO' }));
    // The order's listeners have run to the end: the new cart they start for it has been read.
    await waitFor(() => expect(carts()).toBe(1));
    await settle();
    expect(window.dataLayer).toBeUndefined();
    // The same listeners do track once the choice includes analytics: the silence above was the choice.
    const consenting = setup();
    sessionStorage.clear();
    document.cookie = `nf_consent=${encodeChoice(ANALYTICS)}; Path=/`;
    consenting.store.dispatch(consentRestored(ANALYTICS));
    consenting.store.dispatch(orderConfirmed({ order, locale: 'nb-NO' }));
    await waitFor(() => expect(purchases()).toHaveLength(1));
  });
});

describe('productViewed', () => {
  it('pushes view_item for the locale’s market with analytics consent', async () => {
    const { store } = setup();
    document.cookie = `nf_consent=${encodeChoice(ANALYTICS)}; Path=/`;
    store.dispatch(productViewed({ article, locale: 'da-DK' }));
    await settle();
    await settle();
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'view_item',
        store_id: 'sco-nordfynd-03',
        ecommerce: {
          currency: 'DKK',
          value: 49.9,
          items: [{ item_id: 'A1', item_name: 'Lamp', item_brand: 'Lumo', price: 49.9, quantity: 1 }],
        },
      },
    ]);
  });
});
