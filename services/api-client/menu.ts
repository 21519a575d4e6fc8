/**
 * The browser's menu call to the app's own API route (same origin, no CORS).
 * Thunks reach it through the store's extra argument (store/thunk-extra.ts).
 */
import { request } from '@/lib/http/request';
import { guardValidator, hasStrings, isObject } from '@/lib/http/validator';
import type { RequestContext } from '@/lib/request-context';
import type { MenuChildren, MenuItem } from '@/services/shop/models';

function isMenuItem(value: unknown): value is MenuItem {
  return hasStrings(value, ['categoryId', 'name', 'slug']) && typeof value.canLoadChildren === 'boolean' && isMenuChildren(value.children);
}

function isMenuChildren(value: unknown): value is MenuChildren {
  if (Array.isArray(value)) return value.every(isMenuItem);
  if (!isObject(value) || !Array.isArray(value.featured) || !value.featured.every(isMenuItem)) return false;
  const rest = value.rest;
  return rest === undefined || (hasStrings(rest, ['title']) && Array.isArray(rest.items) && rest.items.every(isMenuItem));
}

const validateChildren = guardValidator(
  (json: unknown): json is { children: MenuChildren } => isObject(json) && isMenuChildren(json.children),
  'menu children answer',
);

/** `context` is read on every call, so a locale change is picked up. */
export function createMenuApi(context: () => RequestContext) {
  return {
    /** GET /api/menu/{categoryId}/: the children of a category, through the server's cache. */
    async menuChildren(categoryId: string): Promise<MenuChildren> {
      const ctx = context();
      // The locale in the URL: a shared cache keys the public answer on it.
      const body = await request(`/api/menu/${encodeURIComponent(categoryId)}/?locale=${ctx.locale}`, ctx, { validate: validateChildren });
      return body.children;
    },
  };
}

export type MenuApi = ReturnType<typeof createMenuApi>;
