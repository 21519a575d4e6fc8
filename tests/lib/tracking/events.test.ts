import {
  addToCartEvent,
  beginCheckoutEvent,
  purchaseEvent,
  removeFromCartEvent,
  storeId,
  toMajor,
  viewItemEvent,
  type TrackedArticle,
  type TrackedOrder,
} from '@/lib/tracking/events';

const article: TrackedArticle = { articleId: 'A1', title: 'Lamp', brand: 'Lumo', price: { amount: 12_990, currency: 'SEK' } };

describe('tracking payloads', () => {
  it.each([
    ['SE', 'sco-nordfynd-01'],
    ['FI', 'sco-nordfynd-02'],
    ['DK', 'sco-nordfynd-03'],
    ['NO', 'sco-nordfynd-04'],
  ] as const)('store id of %s is %s', (market, id) => {
    expect(storeId(market)).toBe(id);
    expect(addToCartEvent(article, 1, market).store_id).toBe(id);
  });

  it('converts minor units to major units without float noise', () => {
    expect(toMajor(12_990)).toBe(129.9);
    expect(toMajor(1)).toBe(0.01);
    expect(toMajor(1_005)).toBe(10.05);
    expect(toMajor(0)).toBe(0);
  });

  it('add_to_cart carries the item with a major-unit price, quantity and value', () => {
    expect(addToCartEvent(article, 3, 'FI')).toEqual({
      event: 'add_to_cart',
      store_id: 'sco-nordfynd-02',
      ecommerce: {
        currency: 'SEK',
        value: 389.7,
        items: [{ item_id: 'A1', item_name: 'Lamp', item_brand: 'Lumo', price: 129.9, quantity: 3 }],
      },
    });
  });

  it('remove_from_cart and view_item have the same item shape; brand objects are read by name', () => {
    expect(removeFromCartEvent(article, 2, 'DK').ecommerce).toMatchObject({ value: 259.8, items: [{ price: 129.9, quantity: 2 }] });
    const view = viewItemEvent({ ...article, brand: { name: 'Lumo' }, dyoId: 'D9' }, 'NO');
    expect(view).toMatchObject({
      event: 'view_item',
      store_id: 'sco-nordfynd-04',
      ecommerce: { value: 129.9, items: [{ item_brand: 'Lumo', item_variant: 'dyo:D9' }] },
    });
  });

  it('begin_checkout uses the checkout total and the rebate code', () => {
    const event = beginCheckoutEvent([{ article, quantity: 2 }], { amount: 25_000, currency: 'SEK' }, 'SE', 'SAVE10');
    expect(event).toMatchObject({
      event: 'begin_checkout',
      store_id: 'sco-nordfynd-01',
      ecommerce: { value: 250, coupon: 'SAVE10', items: [{ quantity: 2, price: 129.9 }] },
    });
  });

  it('purchase carries order id, totals and items in major units, never profit', () => {
    const order: TrackedOrder = {
      orderId: 'NF-12345678',
      totalAmount: { amount: 31_980, currency: 'EUR' },
      totalVatAmount: { amount: 6_370, currency: 'EUR' },
      totalShippingAmount: { amount: 490, currency: 'EUR' },
      items: [{ articleId: 'A1', quantity: 2 }],
    };
    expect(purchaseEvent(order, 'FI')).toEqual({
      event: 'purchase',
      store_id: 'sco-nordfynd-02',
      ecommerce: {
        transaction_id: 'NF-12345678',
        currency: 'EUR',
        value: 319.8,
        tax: 63.7,
        shipping: 4.9,
        items: [{ item_id: 'A1', quantity: 2 }],
      },
    });
    expect(purchaseEvent(order, 'DK', 'td-1').affiliate).toEqual({ network: 'tradedoubler', program_id: 120, tduid: 'td-1' });
    expect(purchaseEvent(order, 'SE', 'td-1').affiliate).toMatchObject({ program_id: 46 });
    expect(purchaseEvent(order, 'NO', 'td-1').affiliate).toMatchObject({ program_id: 116 });
    expect(purchaseEvent(order, 'FI', 'td-1').affiliate).toMatchObject({ program_id: 345 });
  });
});
