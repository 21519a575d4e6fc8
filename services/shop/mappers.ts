import type { BadgesResponse, SiteSettingsResponse } from './types';
import type { BadgeMap, SiteSettings } from './models';

export const DEFAULT_HEADER_COLOR = 'hunter500';

export function toSiteSettings(wire: SiteSettingsResponse['data']): SiteSettings {
  return { ...wire, defaultHeaderColor: wire.defaultHeaderColor || DEFAULT_HEADER_COLOR };
}

export function toBadgeMap(wire: BadgesResponse['data']): BadgeMap {
  return Object.fromEntries(wire.badges.map((badge) => [badge.id, badge]));
}
