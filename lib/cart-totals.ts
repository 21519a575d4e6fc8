import type { Money } from './money';

/** The fee rule of the shop's fees (services/shop/models.ts `Fees`). */
interface ShippingRule {
  shippingFee: Money;
  freeShippingThreshold: Money;
}

export interface CartTotals {
  subtotal: Money;
  shipping: Money;
  total: Money;
  /** How much more buys free shipping; null when it is already free or unknown. */
  leftForFreeShipping: Money | null;
}

/** Subtotal, shipping fee (free over the threshold) and total of cart lines, in minor units. */
export function cartTotals(lines: { article: { price: Money }; quantity: number }[], fees: ShippingRule | null, currency: Money['currency']): CartTotals {
  const amount = lines.reduce((sum, line) => sum + line.article.price.amount * line.quantity, 0);
  const subtotal = { amount, currency };
  if (!fees || lines.length === 0) return { subtotal, shipping: { amount: 0, currency }, total: subtotal, leftForFreeShipping: null };
  const free = amount >= fees.freeShippingThreshold.amount;
  const shipping = { amount: free ? 0 : fees.shippingFee.amount, currency };
  return {
    subtotal,
    shipping,
    total: { amount: amount + shipping.amount, currency },
    leftForFreeShipping: free ? null : { amount: fees.freeShippingThreshold.amount - amount, currency },
  };
}
