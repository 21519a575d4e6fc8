import type { Money } from './money';
import { shippingFee, type ShippingRule } from './shipping';

export interface CartTotals {
  subtotal: Money;
  shipping: Money;
  total: Money;
  /** How much more buys free shipping; null when it is already free or unknown. */
  leftForFreeShipping: Money | null;
}

/** Subtotal, shipping fee (lib/shipping.ts: free over the threshold, or when every line ships free) and total of cart lines, in minor units. */
export function cartTotals(
  lines: readonly { article: { price: Money; shipsFree?: boolean }; quantity: number }[],
  fees: ShippingRule | null,
  currency: Money['currency'],
): CartTotals {
  const amount = lines.reduce((sum, line) => sum + line.article.price.amount * line.quantity, 0);
  const subtotal = { amount, currency };
  if (!fees || lines.length === 0) return { subtotal, shipping: { amount: 0, currency }, total: subtotal, leftForFreeShipping: null };
  const shipping = { amount: shippingFee(lines, fees, amount).amount, currency };
  const free = shipping.amount === 0;
  return {
    subtotal,
    shipping,
    total: { amount: amount + shipping.amount, currency },
    leftForFreeShipping: free ? null : { amount: fees.freeShippingThreshold.amount - amount, currency },
  };
}
