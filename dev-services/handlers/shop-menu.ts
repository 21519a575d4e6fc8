import type { MenuBaseResponse, MenuChildrenResponse, WireMenuChildren, WireMenuItem } from '../../services/shop/types';
import type { RequestContext } from '../context';
import { HttpError, ok } from '../http';
import type { Reply } from '../http';
import { t5 } from '../lib/locale';
import type { SeedCategory } from '../seed/types';

const MORE = t5('Fler kategorier', 'Flere kategorier', 'Flere kategorier', 'Lisää kategorioita', 'More categories');
const FEATURED_COUNT = 4;

function menuItem(ctx: RequestContext, category: SeedCategory): WireMenuItem {
  return {
    categoryId: category.id,
    name: category.name[ctx.locale],
    slug: category.slugs[ctx.locale],
    canLoadChildren: category.childIds.length > 0,
    children: [],
  };
}

/** GET /navigation/v1/menu/base: top categories, children loaded lazily. */
export function menuBase(ctx: RequestContext): Reply {
  const items = ctx.catalog.categories.filter((c) => c.parentId === null).map((c) => menuItem(ctx, c));
  const body: MenuBaseResponse = { data: { items } };
  return ok(body);
}

/** GET /navigation/v1/menu/{id}: more than 4 children are split into featured and rest. */
export function menuChildren(ctx: RequestContext): Reply {
  const id = ctx.params.id ?? '';
  const category = ctx.catalog.categoryById.get(id) ?? ctx.catalog.categoryBySlug.get(id);
  if (!category) throw new HttpError(404, `Category ${id} not found`);
  const items = category.childIds.flatMap((childId) => {
    const child = ctx.catalog.categoryById.get(childId);
    return child ? [menuItem(ctx, child)] : [];
  });
  const children: WireMenuChildren =
    items.length > FEATURED_COUNT
      ? { featured: items.slice(0, FEATURED_COUNT), rest: { title: MORE[ctx.locale], items: items.slice(FEATURED_COUNT) } }
      : items;
  const body: MenuChildrenResponse = { data: { categoryId: category.id, children } };
  return ok(body);
}
