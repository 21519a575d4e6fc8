import type { Alternate } from './routes/hrefs';

/** Page types for tracking (docs/spec.md §2); anything not listed is an error page. */
/** @public (the contract names it; read by a reader or a type check, not imported) */
export const PAGE_TYPES = [
  'start page',
  'product',
  'category',
  'storefront',
  'search',
  'fynd-finder',
  'discover',
  'campaign',
  'shared-cart',
  'dyo',
  'inspiration',
  'customer-service',
  'cart',
  'checkout',
  'error page',
] as const;

export type PageType = (typeof PAGE_TYPES)[number];

/** Canonical URL and hreflang alternates of a page, built on the server, rendered by the head. */
export interface PageSeo {
  canonical: string;
  alternates: Alternate[];
}
