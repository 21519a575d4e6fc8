import { isBuyable, stockStatus } from '@/lib/catalog/stock-status';

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
    expect(stockStatus({ stock: 40, availabilityDate: '2026-12-22T00:00:00Z' }, now)).toEqual({ status: 'pre_order', availableFrom: '2026-12-22T00:00:00Z' });
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
