import type { WireCategory } from '../../services/catalog/types';
import { categoryWithDescendants } from '../seed/categories';
import type { Catalog } from '../seed/catalog';
import type { SeedCategory } from '../seed/types';
import type { ViewContext } from './view-context';
import { imageUrl } from './view-context';

const counts = new WeakMap<Catalog, Map<string, number>>();

/** Published articles per category, descendants included (computed once per catalog). */
function articleCount(catalog: Catalog, categoryId: string): number {
  let byCategory = counts.get(catalog);
  if (!byCategory) {
    const map = new Map<string, number>();
    catalog.categories.forEach((category) => {
      const ids = categoryWithDescendants(catalog.categoryById, category.id);
      map.set(category.id, catalog.articles.filter((a) => a.publishState === 'published' && ids.has(a.categoryId)).length);
    });
    byCategory = map;
    counts.set(catalog, map);
  }
  return byCategory.get(categoryId) ?? 0;
}

export function toCategory(ctx: ViewContext, category: SeedCategory): WireCategory {
  return {
    categoryId: category.id,
    parentId: category.parentId,
    name: category.name[ctx.locale],
    slug: category.slugs[ctx.locale],
    imageUrl: imageUrl.category(ctx, category.slug),
    articleCount: articleCount(ctx.catalog, category.id),
  };
}
