import type { Market } from '../lib/locale';
import { CURRENCY_BY_MARKET } from '../lib/locale';
import { roundForCurrency } from '../lib/money';
import { FEES } from '../seed/fees';
import type { Catalog } from '../seed/catalog';
import type { Cart, OrderLine } from '../state';
import type { Rebate } from './rebates';

export interface Totals {
  lines: OrderLine[];
  subtotal: number;
  shipping: number;
  discount: number;
  total: number;
}

/**
 * Prices a cart in a market (minor units, VAT included). Shipping is free from the market's
 * threshold (on the subtotal before rebates) or with FRIFRAKT; rebates never exceed the subtotal.
 */
export function computeTotals(catalog: Catalog, cart: Cart, market: Market, rebate: Rebate | undefined): Totals {
  const lines = cart.lines.flatMap((line): OrderLine[] => {
    const article = catalog.articleById.get(line.articleId);
    if (!article) return [];
    const design = { ...(line.dyoId ? { dyoId: line.dyoId } : {}), ...(line.dyoImageUrl ? { dyoImageUrl: line.dyoImageUrl } : {}) };
    return [
      { articleId: article.articleId, ...design, quantity: line.quantity, unitPrice: article.price[market], costRatio: article.costRatio },
    ];
  });
  const subtotal = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  const fee = FEES[market];
  // The storefront's rule (lib/shipping.ts): free from the threshold, or when every line ships free on its own.
  const allShipFree = lines.length > 0 && lines.every((l) => catalog.articleById.get(l.articleId)?.shipsFree === true);
  let shipping = subtotal >= fee.freeShippingThreshold || allShipFree ? 0 : fee.shippingFee;
  let discount = 0;
  // Rounded by the money rule (dev-services/lib/money.ts): whole kronor in SE/DK/NO, cents in FI.
  if (rebate?.kind === 'percent') discount = roundForCurrency((subtotal * rebate.percent) / 100, CURRENCY_BY_MARKET[market]);
  if (rebate?.kind === 'fixed') discount = Math.min(rebate.amount, subtotal);
  if (rebate?.kind === 'free-shipping') shipping = 0;
  return { lines, subtotal, shipping, discount, total: subtotal - discount + shipping };
}
