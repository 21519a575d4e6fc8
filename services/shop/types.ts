/**
 * Wire types of the shop service (SHOP_API_URL): navigation, CMS and fees.
 * One request/response pair per endpoint. Every response is wrapped in `{ data }`
 * except `cms/footer`, which answers `{ footer }` (docs/spec.md §7).
 * The local services in dev-services/ implement exactly these shapes.
 */

import type { Money } from '@/lib/money';

/** Money in minor units (öre, cent); the one `Money` of lib/money.ts. */
export type WireMoney = Money;

export interface WireMenuItem {
  categoryId: string;
  name: string;
  /** Category slug, used to build the category href. */
  slug: string;
  canLoadChildren: boolean;
  /** Empty until loaded when `canLoadChildren` is true. */
  children: WireMenuChildren;
}

/** Children are a flat list, or a featured list plus an optional "rest" group. */
export type WireMenuChildren = WireMenuItem[] | { featured: WireMenuItem[]; rest?: { title: string; items: WireMenuItem[] } };

/** GET navigation/v1/menu/base */
export interface MenuBaseResponse {
  data: { items: WireMenuItem[] };
}

/** GET navigation/v1/menu/{id} */
export interface MenuChildrenResponse {
  data: { categoryId: string; children: WireMenuChildren };
}

/** GET cms/v1/siteSettings */
export interface SiteSettingsResponse {
  data: {
    deliveryPolicy: { freeShippingThreshold: WireMoney; deliveryDaysMin: number; deliveryDaysMax: number };
    climateCompensation: boolean;
    productRanking: string;
    /** Theme colour name; the app defaults to `hunter500` when absent. */
    defaultHeaderColor?: string;
  };
}

interface WireFooterLink {
  label: string;
  /** Internal route key (e.g. `/customer-service/`) or an absolute https URL. */
  href: string;
}

/** GET cms/footer */
export interface FooterResponse {
  footer: {
    columns: { title: string; links: WireFooterLink[] }[];
    paymentMethods: string[];
    legal: string;
  };
}

interface WireBadge {
  id: string;
  label: string;
  /** Theme colour names. */
  background: string;
  color: string;
}

/** GET cms/v1/badges */
export interface BadgesResponse {
  data: { badges: WireBadge[] };
}

/** GET fees/v1/fees */
export interface FeesResponse {
  data: { shippingFee: WireMoney; freeShippingThreshold: WireMoney };
}

/** Error body of every service (both shop and purchase). */
/** @public (the contract names it; read by a reader or a type check, not imported) */
export interface WireError {
  message: string;
  code?: string;
}
