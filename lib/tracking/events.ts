/**
 * Tracking payloads (docs/spec.md §2, §9) for the data layer, in the GA4 ecommerce shape: prices in major units (minor ÷ 100), the market's
 * store id on every commerce event, and on purchase the order id, totals, profit and the profit article list. Pure functions;
 * browser/tracking/track.ts pushes them.
 */
import { AFFILIATE_PROGRAM_IDS } from '../consent/vendors';
import type { Market } from '../locales';
import type { Money } from '../money';
import { storeId } from './store-id';

export { storeId };

/** Minor units to major units, without binary floating-point noise (12345 → 123.45). */
export function toMajor(minor: number): number {
  return Math.round(minor) / 100;
}

/** The part of an article (catalog or cart) tracking needs. */
export interface TrackedArticle {
  articleId: string;
  title: string;
  brand?: string | { name: string };
  price: Money;
  dyoId?: string;
}

export interface TrackedItem {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_variant?: string;
  price: number;
  quantity: number;
}

export type DataLayerEvent = { event: string } & Record<string, unknown>;

function item(article: TrackedArticle, quantity: number): TrackedItem {
  const brand = typeof article.brand === 'string' ? article.brand : article.brand?.name;
  return {
    item_id: article.articleId,
    item_name: article.title,
    ...(brand ? { item_brand: brand } : {}),
    ...(article.dyoId ? { item_variant: `dyo:${article.dyoId}` } : {}),
    price: toMajor(article.price.amount),
    quantity,
  };
}

function commerce(
  event: string,
  market: Market,
  currency: string,
  items: TrackedItem[],
  extra: Record<string, unknown> = {},
): DataLayerEvent {
  const value = toMajor(items.reduce((sum, i) => sum + Math.round(i.price * 100) * i.quantity, 0));
  return { event, store_id: storeId(market), ecommerce: { currency, value, items, ...extra } };
}

export function viewItemEvent(article: TrackedArticle, market: Market): DataLayerEvent {
  return commerce('view_item', market, article.price.currency, [item(article, 1)]);
}

export function addToCartEvent(article: TrackedArticle, quantity: number, market: Market): DataLayerEvent {
  return commerce('add_to_cart', market, article.price.currency, [item(article, quantity)]);
}

export function removeFromCartEvent(article: TrackedArticle, quantity: number, market: Market): DataLayerEvent {
  return commerce('remove_from_cart', market, article.price.currency, [item(article, quantity)]);
}

export function beginCheckoutEvent(
  lines: { article: TrackedArticle; quantity: number }[],
  total: Money,
  market: Market,
  coupon?: string,
): DataLayerEvent {
  const items = lines.map((l) => item(l.article, l.quantity));
  const event = commerce('begin_checkout', market, total.currency, items, coupon ? { coupon } : {});
  (event.ecommerce as Record<string, unknown>).value = toMajor(total.amount);
  return event;
}

export interface TrackedOrder {
  orderId: string;
  totalAmount: Money;
  totalVatAmount: Money;
  totalShippingAmount: Money;
  /** Profit never reaches the browser (it is internal to the purchase service), so it is not tracked here. */
  items: { articleId: string; quantity: number }[];
}

export function purchaseEvent(order: TrackedOrder, market: Market, affiliateId?: string): DataLayerEvent {
  return {
    event: 'purchase',
    store_id: storeId(market),
    ecommerce: {
      transaction_id: order.orderId,
      currency: order.totalAmount.currency,
      value: toMajor(order.totalAmount.amount),
      tax: toMajor(order.totalVatAmount.amount),
      shipping: toMajor(order.totalShippingAmount.amount),
      items: order.items.map((a) => ({ item_id: a.articleId, quantity: a.quantity })),
    },
    // The affiliate network's conversion: its program for this market and the click id from the affiliate cookie.
    ...(affiliateId ? { affiliate: { network: 'tradedoubler', program_id: AFFILIATE_PROGRAM_IDS[market], tduid: affiliateId } } : {}),
  };
}
