/**
 * An announced price reduction, measured from `lowestPrice30Days` as the price-indication law requires. Without it, or when today's price
 * is not below it, nothing is announced; the percentage rounds down so a reduction is never overstated.
 */
export function priceReduction<M extends { amount: number }>(price: M, lowest30?: M): { reference: M; percent: number } | null {
  if (!lowest30 || lowest30.amount <= 0 || lowest30.amount <= price.amount) return null;
  const percent = Math.floor(((lowest30.amount - price.amount) / lowest30.amount) * 100);
  return percent >= 1 ? { reference: lowest30, percent } : null;
}
