/**
 * What pages report to the store as events (docs/conventions.md §4); listeners do the work: tracking (tracking-listeners.ts) and the cart
 * id after an order (cart-listeners.ts). The locale is the page's, for the tracked market.
 */
import { createAction } from '@reduxjs/toolkit';
import type { Locale } from '@/lib/locales';
import type { TrackedArticle } from '@/lib/tracking/events';
import type { OrderDetails } from '@/services/purchase/models';

/** The product page showed an article. */
export const productViewed = createAction<{ article: TrackedArticle; locale: Locale }>('catalog/productViewed');

/** The thank-you page showed a placed order (again on a reload). */
export const orderConfirmed = createAction<{ order: OrderDetails; locale: Locale }>('checkout/orderConfirmed');
