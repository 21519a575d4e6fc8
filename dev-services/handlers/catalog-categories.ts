import type { CategoriesResponse, CategoryResponse } from '../../services/catalog/types';
import type { RequestContext } from '../context';
import { HttpError, ok } from '../http';
import type { Reply } from '../http';
import { breadcrumbsOf } from '../views/article-detail';
import { toCategory } from '../views/category';

/** GET /catalog/v1/categories: all categories, top categories first. */
export function listCategories(ctx: RequestContext): Reply {
  const tops = ctx.catalog.categories.filter((c) => c.parentId === null);
  const children = ctx.catalog.categories.filter((c) => c.parentId !== null);
  const body: CategoriesResponse = { data: { items: [...tops, ...children].map((c) => toCategory(ctx, c)) } };
  return ok(body);
}

/** GET /catalog/v1/categories/{slug} (slug or id) */
export function getCategory(ctx: RequestContext): Reply {
  const ref = ctx.params.slug ?? '';
  const category = ctx.catalog.categoryBySlug.get(ref) ?? ctx.catalog.categoryById.get(ref);
  if (!category) throw new HttpError(404, `Category ${ref} not found`);
  const body: CategoryResponse = {
    data: {
      category: toCategory(ctx, category),
      slugs: { ...category.slugs },
      breadcrumbs: breadcrumbsOf(ctx, category.id),
      subcategories: category.childIds.flatMap((id) => {
        const child = ctx.catalog.categoryById.get(id);
        return child ? [toCategory(ctx, child)] : [];
      }),
    },
  };
  return ok(body);
}
