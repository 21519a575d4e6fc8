/**
 * Stock status and availability: the one rule the product card, product page and buy box read, so
 * they never disagree. Thresholds and states: docs/spec.md §5.
 */
import { dyoKindOf, isDyoArticle, UnsupportedDyoArticleError } from '@/lib/dyo/links';

const STOCK_STATUSES = ['out_of_stock', 'limited_stock', 'in_stock', 'pre_order'] as const;
type StockStatus = (typeof STOCK_STATUSES)[number];

/** Every status a stock label can show: the stock statuses and `not_sold_online`. */
export const AVAILABILITY_STATUSES = [...STOCK_STATUSES, 'not_sold_online'] as const;
type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

export interface StockInfo {
  status: StockStatus;
  /** ISO date-time of availability, for pre_order only. */
  availableFrom?: string;
}

const LIMITED_STOCK_BELOW = 10;

/** No shopper needs more than this of one article in one order. */
const MAX_QUANTITY = 99;

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

/**
 * Whether an article is designed before it is bought: `supported` (a kind the shop designs: phone covers,
 * clothes), `unsupported` (a design-your-own kind it cannot design, e.g. mugs), absent for other articles.
 */
export type DesignSupport = 'supported' | 'unsupported';

export function designSupport(article: { classifications: { name: string; value: string }[] }): DesignSupport | undefined {
  if (!isDyoArticle(article)) return undefined;
  try {
    dyoKindOf(article);
    return 'supported';
  } catch (error) {
    if (error instanceof UnsupportedDyoArticleError) return 'unsupported';
    throw error;
  }
}

export interface Availability {
  /** What the stock label says. */
  status: AvailabilityStatus;
  /** ISO date-time of availability, for pre_order only. */
  availableFrom?: string;
  /** The stock status behind it (what the cart's placeholder line carries). */
  stock: StockInfo;
  /** How it is ordered: added to the cart (the buy box), designed first (the design link), or not at all online. */
  offer: 'cart' | 'design' | 'none';
  /** Whether it can be ordered now (the buy box's button is enabled). */
  orderable: boolean;
  /** The most units of one order; 0 when none can be ordered (no quantity field, no "at most" hint). */
  maxQuantity: number;
  /** "Ships within N days": only what can be ordered now and is not a pre-order (that ships from its date). */
  shipsWithinDays: number | null;
  /** Whether the units sold are shown ("1 700+ sold"): not for what is not sold online. */
  showsSold: boolean;
}

export interface AvailabilityInput {
  stock: number;
  availabilityDate?: string | null;
  /** The dispatch time's upper bound in days, when known (the product page's article). */
  shippingDaysMax?: number;
  design?: DesignSupport;
}

/** The one availability rule of the card, the product page and the buy box (see the file's comment). */
export function availability(article: AvailabilityInput, now: Date = new Date()): Availability {
  const stock = stockStatus(article, now);
  if (article.design === 'unsupported') {
    return { status: 'not_sold_online', stock, offer: 'none', orderable: false, maxQuantity: 0, shipsWithinDays: null, showsSold: false };
  }
  const orderable = isBuyable(stock, article.stock);
  const days = article.shippingDaysMax;
  return {
    status: stock.status,
    ...(stock.availableFrom ? { availableFrom: stock.availableFrom } : {}),
    stock,
    offer: article.design === 'supported' ? 'design' : 'cart',
    orderable,
    maxQuantity: orderable ? Math.min(Math.floor(article.stock), MAX_QUANTITY) : 0,
    shipsWithinDays: orderable && stock.status !== 'pre_order' && days !== undefined && Number.isFinite(days) && days > 0 ? days : null,
    showsSold: true,
  };
}
