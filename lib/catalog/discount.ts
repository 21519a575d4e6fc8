/** The discount in whole percent, or null when there is no (positive) old price. */
export function discountPercent(price: { amount: number }, oldPrice?: { amount: number }): number | null {
  if (!oldPrice || oldPrice.amount <= price.amount || oldPrice.amount <= 0) return null;
  return Math.round(((oldPrice.amount - price.amount) / oldPrice.amount) * 100);
}
