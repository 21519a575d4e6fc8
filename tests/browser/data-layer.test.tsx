import { encodeChoice, ACCEPT_ALL, REJECT_ALL } from '@/lib/consent/consent-model';
import { pushToDataLayer } from '@/browser/tracking/data-layer';
import type { TrackedArticle, TrackedOrder } from '@/lib/tracking/events';
import { trackPurchase, trackViewItem } from '@/browser/tracking/track';

function setConsent(value: string | null) {
  document.cookie = value === null ? 'nf_consent=; Max-Age=0; Path=/' : `nf_consent=${value}; Path=/`;
}

const article: TrackedArticle = { articleId: 'A1', title: 'Lamp', brand: { name: 'Lumo' }, price: { amount: 4_990, currency: 'DKK' } };
const order: TrackedOrder = {
  orderId: 'NF-1',
  totalAmount: { amount: 10_000, currency: 'DKK' },
  totalVatAmount: { amount: 2_000, currency: 'DKK' },
  totalShippingAmount: { amount: 0, currency: 'DKK' },
  items: [{ articleId: 'A1', quantity: 2 }],
};

beforeEach(() => {
  delete window.dataLayer;
  sessionStorage.clear();
  setConsent(null);
  document.cookie = 'nf_aff=; Max-Age=0; Path=/';
});

describe('the data layer', () => {
  it('receives nothing and is not even created before a choice, nor after reject all', () => {
    expect(pushToDataLayer({ event: 'x' })).toBe(false);
    expect(trackViewItem(article, 'da-DK')).toBe(false);
    expect(window.dataLayer).toBeUndefined();
    setConsent(encodeChoice(REJECT_ALL));
    expect(trackViewItem(article, 'da-DK')).toBe(false);
    expect(window.dataLayer).toBeUndefined();
  });

  it('after analytics consent, trackViewItem pushes view_item for the locale’s market', () => {
    setConsent(encodeChoice({ purposes: [1, 8, 9], vendors: ['analytics'] }));
    expect(trackViewItem(article, 'da-DK')).toBe(true);
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

  it('trackPurchase pushes once per order, with the affiliate id only with affiliate consent', () => {
    document.cookie = 'nf_aff=td-77; Path=/';
    setConsent(encodeChoice({ purposes: [1, 8, 9], vendors: ['analytics'] }));
    expect(trackPurchase(order, 'nb-NO')).toBe(true);
    expect(trackPurchase(order, 'nb-NO')).toBe(false);
    const purchases = window.dataLayer!.filter((e) => e.event === 'purchase');
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({ store_id: 'sco-nordfynd-04', ecommerce: { transaction_id: 'NF-1', value: 100, tax: 20 } });
    expect(purchases[0]).not.toHaveProperty('profit');
    expect(purchases[0]).not.toHaveProperty('affiliate');

    sessionStorage.clear();
    delete window.dataLayer;
    setConsent(encodeChoice(ACCEPT_ALL));
    trackPurchase(order, 'nb-NO');
    expect(window.dataLayer!.find((e) => e.event === 'purchase')).toMatchObject({ affiliate: { program_id: 116, tduid: 'td-77' } });
  });
});
