/**
 * The data layer (window.dataLayer) the tag manager reads. It receives nothing
 * before the shopper has consented to analytics: events before that are
 * dropped, not queued, and the array is not even created.
 */
import { storedGrants } from '../consent/stored-choice';
import type { DataLayerEvent } from '@/lib/tracking/events';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Pushes when analytics consent exists; returns whether it did. */
export function pushToDataLayer(event: DataLayerEvent): boolean {
  if (typeof window === 'undefined' || !storedGrants().analytics) return false;
  window.dataLayer ??= [];
  // GA4: clear the previous ecommerce object so items never leak into the next event.
  if ('ecommerce' in event) window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push(event);
  return true;
}
