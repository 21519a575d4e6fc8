/**
 * An announced price reduction: measured from the lowest price the shop
 * applied in the 30 days before the reduction began (prisinformationslagen 7 a §; the EU price-indication
 * rules as read in Sweden, Denmark, Norway and Finland), which the catalogue sends as `lowestPrice30Days`.
 * Without that price, or when today's price is not below it, no reduction is announced: no "was" price, no
 * percentage. The percentage is rounded down, so a reduction is never overstated.
 */
export function priceReduction<M extends { amount: number }>(price: M, lowest30?: M): { reference: M; percent: number } | null {
  if (!lowest30 || lowest30.amount <= 0 || lowest30.amount <= price.amount) return null;
  const percent = Math.floor(((lowest30.amount - price.amount) / lowest30.amount) * 100);
  return percent >= 1 ? { reference: lowest30, percent } : null;
}
