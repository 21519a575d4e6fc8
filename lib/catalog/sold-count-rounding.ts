/**
 * The units-sold social proof ("1 200+ sålda"), from the catalog's `sold` count, never from anything the browser counts. Small counts are
 * not shown (a "3 sold" says nothing); from 100 they are rounded down to two significant digits and marked with a plus: never overstated.
 */
const MIN_SOLD_SHOWN = 10;

export interface SoldCount {
  /** The number to show (and to pick the plural form with). */
  count: number;
  /** The real count is higher: show a "+". */
  atLeast: boolean;
}

export function soldCount(sold: number): SoldCount | null {
  if (!Number.isFinite(sold) || sold < MIN_SOLD_SHOWN) return null;
  const whole = Math.floor(sold);
  if (whole < 100) return { count: whole, atLeast: false };
  const step = 10 ** (Math.floor(Math.log10(whole)) - 1);
  const count = Math.floor(whole / step) * step;
  return { count, atLeast: count < whole };
}
