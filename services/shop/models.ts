/** Domain types of the shop data the app keeps in its store (docs/spec.md §3). */
import type { Money } from '@/lib/money';

export interface MenuItem {
  categoryId: string;
  name: string;
  slug: string;
  canLoadChildren: boolean;
  children: MenuChildren;
}

export type MenuChildren = MenuItem[] | { featured: MenuItem[]; rest?: { title: string; items: MenuItem[] } };

export interface SiteSettings {
  deliveryPolicy: { freeShippingThreshold: Money; deliveryDaysMin: number; deliveryDaysMax: number };
  climateCompensation: boolean;
  productRanking: string;
  defaultHeaderColor: string;
}

export interface Footer {
  columns: { title: string; links: { label: string; href: string }[] }[];
  paymentMethods: string[];
  legal: string;
}

export interface Badge {
  id: string;
  label: string;
  background: string;
  color: string;
}

export type BadgeMap = Record<string, Badge>;

export interface Fees {
  shippingFee: Money;
  freeShippingThreshold: Money;
}

/** All children of a menu item as one list, whichever shape the service sent. */
export function flattenChildren(children: MenuChildren): MenuItem[] {
  if (Array.isArray(children)) return children;
  return [...children.featured, ...(children.rest?.items ?? [])];
}

/** The five shell calls every full page load makes (menu, footer, badges, site settings, fees); null where one failed. */
export interface ShellData {
  menu: MenuItem[] | null;
  footer: Footer | null;
  badges: BadgeMap | null;
  settings: SiteSettings | null;
  fees: Fees | null;
}
