import type { Money } from './money';

/**
 * Where free shipping comes from: the market's fees (services/shop/models.ts `Fees`: a fee, and no fee from a threshold on the cart's
 * subtotal) and the article's own shipping (`shipsFree` on the catalog and cart articles: the merchant ships it free whatever the cart).
 * The "free shipping" badge (card, product page) and the cart's fee both follow this one rule.
 */
export interface ShippingRule {
  shippingFee: Money;
  freeShippingThreshold: Money;
}

/** The badge id the storefront derives; an upstream badge list carrying it is not trusted for it. */
const FREE_SHIPPING_BADGE = 'free-shipping';

/** Whether a cart of this article alone, one unit, ships free in the market of `fees`. Unknown fees: only the article's own promise. */
export function shipsFreeAlone(article: { price: Money; shipsFree?: boolean }, fees: ShippingRule | null | undefined): boolean {
  if (article.shipsFree) return true;
  if (!fees || fees.freeShippingThreshold.currency !== article.price.currency) return false;
  return article.price.amount >= fees.freeShippingThreshold.amount;
}

/** The shipping fee of cart lines: none when the subtotal reaches the threshold or every line ships free on its own. */
export function shippingFee(
  lines: readonly { article: { price: Money; shipsFree?: boolean }; quantity: number }[],
  fees: ShippingRule,
  subtotal: number,
): Money {
  const currency = fees.shippingFee.currency;
  const free =
    lines.length === 0 || subtotal >= fees.freeShippingThreshold.amount || lines.every((line) => line.article.shipsFree === true);
  return { amount: free ? 0 : fees.shippingFee.amount, currency };
}

/** A card's or product page's badge ids with "free shipping" exactly when the rule holds for the article in this market. */
export function badgeIdsWithShipping(ids: readonly string[] | undefined, shipsFree: boolean): string[] {
  const rest = (ids ?? []).filter((id) => id !== FREE_SHIPPING_BADGE);
  return shipsFree ? [...rest, FREE_SHIPPING_BADGE] : rest;
}
