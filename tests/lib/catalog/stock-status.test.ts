import { availability, designSupport, isBuyable, stockStatus } from '@/lib/catalog/stock-status';

const now = new Date('2026-12-01T12:00:00Z');

describe('stockStatus (docs/spec.md §5)', () => {
  it.each([
    [0, 'out_of_stock'],
    [-3, 'out_of_stock'],
    [Number.NaN, 'out_of_stock'],
    [1, 'limited_stock'],
    [9, 'limited_stock'],
    [10, 'in_stock'],
    [200, 'in_stock'],
  ])('stock %p is %s', (stock, status) => {
    expect(stockStatus({ stock }, now)).toEqual({ status });
  });

  it('a future availability date is pre_order with that date, whatever the stock', () => {
    expect(stockStatus({ stock: 40, availabilityDate: '2026-12-22T00:00:00Z' }, now)).toEqual({
      status: 'pre_order',
      availableFrom: '2026-12-22T00:00:00Z',
    });
    expect(stockStatus({ stock: 0, availabilityDate: '2026-12-02T00:00:00Z' }, now).status).toBe('pre_order');
  });

  it('a past or invalid availability date falls back to the stock', () => {
    expect(stockStatus({ stock: 40, availabilityDate: '2026-11-01T00:00:00Z' }, now)).toEqual({ status: 'in_stock' });
    expect(stockStatus({ stock: 3, availabilityDate: 'not a date' }, now)).toEqual({ status: 'limited_stock' });
  });

  it('only articles in stock are buyable', () => {
    expect(isBuyable({ status: 'out_of_stock' }, 0)).toBe(false);
    expect(isBuyable({ status: 'limited_stock' }, 3)).toBe(true);
    expect(isBuyable({ status: 'pre_order' }, 0)).toBe(false);
  });
});

describe('availability: the one rule of card, product page and buy box', () => {
  it('a sold-out article cannot be ordered: no quantity, no "at most", no dispatch time', () => {
    expect(availability({ stock: 0, shippingDaysMax: 3 }, now)).toEqual({
      status: 'out_of_stock',
      stock: { status: 'out_of_stock' },
      offer: 'cart',
      orderable: false,
      maxQuantity: 0,
      shipsWithinDays: null,
      showsSold: true,
    });
  });

  it('an article in stock ships within its days, at most its stock and never more than 99', () => {
    expect(availability({ stock: 3, shippingDaysMax: 3 }, now)).toMatchObject({
      status: 'limited_stock',
      orderable: true,
      maxQuantity: 3,
      shipsWithinDays: 3,
    });
    expect(availability({ stock: 500, shippingDaysMax: 1 }, now)).toMatchObject({
      status: 'in_stock',
      orderable: true,
      maxQuantity: 99,
      shipsWithinDays: 1,
    });
    expect(availability({ stock: 500 }, now).shipsWithinDays).toBeNull();
  });

  it('a pre-order can be ordered but ships from its date, not within days', () => {
    expect(availability({ stock: 40, availabilityDate: '2026-12-22T00:00:00Z', shippingDaysMax: 3 }, now)).toMatchObject({
      status: 'pre_order',
      availableFrom: '2026-12-22T00:00:00Z',
      orderable: true,
      maxQuantity: 40,
      shipsWithinDays: null,
    });
  });

  it('a design-your-own article the shop designs is offered through its design flow', () => {
    expect(availability({ stock: 500, shippingDaysMax: 3, design: 'supported' }, now)).toMatchObject({
      status: 'in_stock',
      offer: 'design',
      orderable: true,
      shipsWithinDays: 3,
      showsSold: true,
    });
  });

  it('one the shop cannot design is not sold online: not in stock, no dispatch time, no units sold', () => {
    expect(availability({ stock: 500, shippingDaysMax: 3, design: 'unsupported' }, now)).toEqual({
      status: 'not_sold_online',
      stock: { status: 'in_stock' },
      offer: 'none',
      orderable: false,
      maxQuantity: 0,
      shipsWithinDays: null,
      showsSold: false,
    });
  });

  it.each([
    [[], undefined],
    [[{ name: 'dyo', value: 'isecretsCases' }], 'supported'],
    [[{ name: 'dyo', value: 'isecretsClothes' }], 'supported'],
    [[{ name: 'dyo', value: 'isecretsMugs' }], 'unsupported'],
    [[{ name: 'colour', value: 'white' }], undefined],
  ])('classifications %j: design support %s', (classifications, support) => {
    expect(designSupport({ classifications })).toBe(support);
  });
});
