/**
 * Tracking calls for pages and components: each builds the payload for the
 * shopper's market and pushes it if consent allows (lib/tracking/data-layer).
 */
import { readBrowserCookie } from '../browser-cookies';
import { storedGrants } from '../consent/stored-choice';
import { marketOf, toLocale, type Locale } from '../locales';
import { pushToDataLayer } from './data-layer';
import { purchaseEvent, viewItemEvent, type TrackedArticle, type TrackedOrder } from './events';

/** The product page calls this once per shown article. */
export function trackViewItem(article: TrackedArticle, locale: Locale | string | undefined): boolean {
  return pushToDataLayer(viewItemEvent(article, marketOf(toLocale(locale))));
}

const PURCHASE_KEY = 'nf:trackedPurchase';

/** The thank-you page calls this; an order is tracked once, a reload does not count it again. */
export function trackPurchase(order: TrackedOrder, locale: Locale | string | undefined): boolean {
  try {
    if (sessionStorage.getItem(PURCHASE_KEY) === order.orderId) return false;
  } catch {
    // Storage may be unavailable (private mode): track anyway.
  }
  const affiliateId = storedGrants().affiliate ? readBrowserCookie('affiliate') : undefined;
  const pushed = pushToDataLayer(purchaseEvent(order, marketOf(toLocale(locale)), affiliateId));
  if (pushed) {
    try {
      sessionStorage.setItem(PURCHASE_KEY, order.orderId);
    } catch {
      // See above.
    }
  }
  return pushed;
}
