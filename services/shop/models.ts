/** Domain types of the shop data the app keeps in its store (docs/spec.md §3); where the store keeps an answer as sent, its wire type. */
import type { BadgesResponse, FeesResponse, FooterResponse, SiteSettingsResponse, WireMenuChildren, WireMenuItem } from './types';

export type MenuItem = WireMenuItem;
export type MenuChildren = WireMenuChildren;

/** The site settings with the header colour's default applied (services/shop/mappers.ts). */
export type SiteSettings = Omit<SiteSettingsResponse['data'], 'defaultHeaderColor'> & { defaultHeaderColor: string };

export type Footer = FooterResponse['footer'];

export type Badge = BadgesResponse['data']['badges'][number];

export type BadgeMap = Record<string, Badge>;

export type Fees = FeesResponse['data'];

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
