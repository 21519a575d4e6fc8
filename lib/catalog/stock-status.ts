/**
 * Stock status of an article (docs/spec.md §5): 0 is out_of_stock, under 10 is
 * limited_stock, otherwise in_stock; a future availability date is pre_order
 * (with that date), whatever the stock.
 */
export const STOCK_STATUSES = ['out_of_stock', 'limited_stock', 'in_stock', 'pre_order'] as const;
type StockStatus = (typeof STOCK_STATUSES)[number];

export interface StockInfo {
  status: StockStatus;
  /** ISO date-time of availability, for pre_order only. */
  availableFrom?: string;
}

const LIMITED_STOCK_BELOW = 10;

export function stockStatus(article: { stock: number; availabilityDate?: string | null }, now: Date = new Date()): StockInfo {
  const available = article.availabilityDate ? Date.parse(article.availabilityDate) : NaN;
  if (Number.isFinite(available) && available > now.getTime()) {
    return { status: 'pre_order', availableFrom: article.availabilityDate ?? undefined };
  }
  const stock = Number.isFinite(article.stock) ? article.stock : 0;
  if (stock <= 0) return { status: 'out_of_stock' };
  if (stock < LIMITED_STOCK_BELOW) return { status: 'limited_stock' };
  return { status: 'in_stock' };
}

/** Whether the shopper can add the article to the cart (pre-orders can be bought). */
export function isBuyable(info: StockInfo, stock: number): boolean {
  return info.status !== 'out_of_stock' && stock > 0;
}
