import { priceReduction } from '@/lib/catalog/discount';

const sek = (amount: number) => ({ amount, currency: 'SEK' as const });

describe('price reduction against the lowest price of the 30 days before it', () => {
  it('measures the percentage from the 30-day lowest price, rounded down', () => {
    expect(priceReduction(sek(9900), sek(31900))).toEqual({ reference: sek(31900), percent: 68 });
    expect(priceReduction(sek(14900), sek(19900))).toEqual({ reference: sek(19900), percent: 25 });
  });

  it("announces nothing without a 30-day lowest price, when it is not above today's price, or under 1 %", () => {
    expect(priceReduction(sek(9900))).toBeNull();
    expect(priceReduction(sek(9900), sek(9900))).toBeNull();
    expect(priceReduction(sek(9900), sek(8900))).toBeNull();
    expect(priceReduction(sek(99900), sek(100000))).toBeNull();
    expect(priceReduction(sek(0), sek(0))).toBeNull();
  });
});
