/**
 * Tracking calls for the listeners of page events (store/tracking-listeners):
 * each builds the payload for the shopper's market and pushes it if consent
 * allows (browser/tracking/data-layer).
 */
import { readBrowserCookie } from '../browser-cookies';
import { storedGrants } from '../consent/stored-choice';
import { marketOf, toLocale, type Locale } from '@/lib/locales';
import { readSessionFlag, writeSessionFlag } from '../session-flag';
import { pushToDataLayer } from './data-layer';
import { purchaseEvent, viewItemEvent, type TrackedArticle, type TrackedOrder } from '@/lib/tracking/events';

/** Once per shown article (the product page's `productViewed`). */
export function trackViewItem(article: TrackedArticle, locale: Locale | string | undefined): boolean {
  return pushToDataLayer(viewItemEvent(article, marketOf(toLocale(locale))));
}

const PURCHASE_KEY = 'nf:trackedPurchase';

/** On `orderConfirmed` (the thank-you page); an order is tracked once, a reload does not count it again. */
export function trackPurchase(order: TrackedOrder, locale: Locale | string | undefined): boolean {
  // Without storage (private mode) the order is tracked anyway.
  if (readSessionFlag(PURCHASE_KEY) === order.orderId) return false;
  const affiliateId = storedGrants().affiliate ? readBrowserCookie('affiliate') : undefined;
  const pushed = pushToDataLayer(purchaseEvent(order, marketOf(toLocale(locale)), affiliateId));
  if (pushed) writeSessionFlag(PURCHASE_KEY, order.orderId);
  return pushed;
}
