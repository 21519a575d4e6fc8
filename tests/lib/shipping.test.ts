/** @jest-environment node */
import { badgeIdsWithShipping, shipsFreeAlone, shippingFee } from '@/lib/shipping';
import { cartTotals } from '@/lib/cart-totals';
import { buildCatalog } from '@/dev-services/seed/catalog';
import { FEES } from '@/dev-services/seed/fees';
import { computeTotals } from '@/dev-services/purchase/totals';
import { CURRENCY_BY_MARKET, MARKETS } from '@/dev-services/lib/locale';

const sek = (amount: number) => ({ amount, currency: 'SEK' as const });
const fees = { shippingFee: sek(4900), freeShippingThreshold: sek(49900) };

describe('free shipping: one rule for the badge and the fee', () => {
  it('an article ships free alone from the threshold or by its own shipping, never by an upstream badge id', () => {
    expect(shipsFreeAlone({ price: sek(22900) }, fees)).toBe(false);
    expect(shipsFreeAlone({ price: sek(49900) }, fees)).toBe(true);
    expect(shipsFreeAlone({ price: sek(22900), shipsFree: true }, fees)).toBe(true);
    expect(shipsFreeAlone({ price: sek(99900) }, null)).toBe(false);
    expect(shipsFreeAlone({ price: { amount: 99900, currency: 'EUR' } }, fees)).toBe(false);
    expect(badgeIdsWithShipping(['new', 'free-shipping'], false)).toEqual(['new']);
    expect(badgeIdsWithShipping(['new'], true)).toEqual(['new', 'free-shipping']);
  });

  it('the cart is charged unless its subtotal reaches the threshold or every line ships free', () => {
    const line = (price: number, shipsFree?: boolean) => ({
      article: { price: sek(price), ...(shipsFree ? { shipsFree } : {}) },
      quantity: 1,
    });
    expect(shippingFee([line(22900)], fees, 22900).amount).toBe(4900);
    expect(shippingFee([line(22900, true)], fees, 22900).amount).toBe(0);
    expect(shippingFee([line(22900, true), line(10000)], fees, 32900).amount).toBe(4900);
    expect(cartTotals([line(22900, true)], fees, 'SEK')).toMatchObject({ shipping: sek(0), leftForFreeShipping: null });
    expect(cartTotals([line(22900)], fees, 'SEK')).toMatchObject({ shipping: sek(4900), leftForFreeShipping: sek(27000) });
  });

  it('in every market, every seeded article has the badge exactly when a cart of it alone is charged no shipping', () => {
    const catalog = buildCatalog(new Date('2026-11-25T10:00:00Z'));
    const disagree: string[] = [];
    for (const market of MARKETS) {
      const currency = CURRENCY_BY_MARKET[market];
      const marketFees = {
        shippingFee: { amount: FEES[market].shippingFee, currency },
        freeShippingThreshold: { amount: FEES[market].freeShippingThreshold, currency },
      };
      for (const article of catalog.articles) {
        const price = { amount: article.price[market], currency };
        const badge = badgeIdsWithShipping(article.badgeIds, shipsFreeAlone({ price, shipsFree: article.shipsFree }, marketFees)).includes(
          'free-shipping',
        );
        const charged =
          computeTotals(catalog, { id: 'c', userId: 'u', lines: [{ articleId: article.articleId, quantity: 1 }] }, market, undefined)
            .shipping > 0;
        const storefrontCharged =
          cartTotals([{ article: { price, shipsFree: article.shipsFree }, quantity: 1 }], marketFees, currency).shipping.amount > 0;
        if (badge === charged || charged !== storefrontCharged) disagree.push(`${market} ${article.articleId}`);
      }
    }
    expect(disagree).toEqual([]);
    expect(catalog.articles.some((a) => a.shipsFree && a.price.SE < FEES.SE.freeShippingThreshold)).toBe(true);
  });
});
