/** @jest-environment node */
import { buildCatalog } from '@/dev-services/seed/catalog';
import { lowestBeforeReduction, type PricePeriod } from '@/dev-services/seed/price-history';
import { MARKETS } from '@/dev-services/lib/locale';

const p = (SE: number) => ({ SE, DK: SE, NO: SE, FI: SE });
const at = new Date('2026-11-25T12:00:00Z');

describe('lowest price in the 30 days before a reduction', () => {
  it('is the regular price when nothing lower was applied in the 30 days before', () => {
    const history: PricePeriod[] = [
      { from: '2026-06-01', price: p(31900) },
      { from: '2026-11-20', price: p(9900) },
    ];
    expect(lowestBeforeReduction(history, 'SE', at)).toBe(31900);
  });

  it('is a lower promotion price in that window, not the regular price', () => {
    const history: PricePeriod[] = [
      { from: '2026-06-01', price: p(31900) },
      { from: '2026-10-25', price: p(19900) },
      { from: '2026-11-10', price: p(31900) },
      { from: '2026-11-20', price: p(14900) },
    ];
    expect(lowestBeforeReduction(history, 'SE', at)).toBe(19900);
  });

  it('ignores a promotion that ended more than 30 days before the reduction', () => {
    const history: PricePeriod[] = [
      { from: '2026-06-01', price: p(31900) },
      { from: '2026-09-01', price: p(9900) },
      { from: '2026-09-20', price: p(31900) },
      { from: '2026-11-20', price: p(14900) },
    ];
    expect(lowestBeforeReduction(history, 'SE', at)).toBe(31900);
  });

  it('announces nothing when the price was as low within the window, after a rise, or without history', () => {
    expect(
      lowestBeforeReduction(
        [
          { from: '2026-06-01', price: p(31900) },
          { from: '2026-11-01', price: p(14900) },
          { from: '2026-11-10', price: p(31900) },
          { from: '2026-11-20', price: p(14900) },
        ],
        'SE',
        at,
      ),
    ).toBeUndefined();
    expect(
      lowestBeforeReduction(
        [
          { from: '2026-06-01', price: p(9900) },
          { from: '2026-11-20', price: p(14900) },
        ],
        'SE',
        at,
      ),
    ).toBeUndefined();
    expect(lowestBeforeReduction([{ from: '2026-06-01', price: p(9900) }], 'SE', at)).toBeUndefined();
  });

  it("the seeded catalog: a history per article, every announced reference above today's price and from the history", () => {
    const catalog = buildCatalog(at);
    let promoted = 0;
    let cancelled = 0;
    for (const article of catalog.articles) {
      expect(article.priceHistory.length).toBeGreaterThan(0);
      expect(article.priceHistory.at(-1)?.price).toEqual(article.price);
      for (const market of MARKETS) {
        const lowest = article.lowestPrice30Days?.[market];
        if (lowest === undefined) continue;
        expect(lowest).toBeGreaterThan(article.price[market]);
        expect(article.priceHistory.some((period) => period.price[market] === lowest)).toBe(true);
        if (article.oldPrice && lowest < article.oldPrice[market]) promoted += 1;
      }
      if (article.oldPrice && !article.lowestPrice30Days) cancelled += 1;
    }
    expect(promoted).toBeGreaterThan(0);
    expect(cancelled).toBeGreaterThan(0);
  });
});
