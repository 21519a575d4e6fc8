import { localizedSlugs } from '../lib/text';
import { CATEGORY_TREE } from './category-data';
import type { SeedCategory } from './types';

/**
 * Flattens the category tree. Top category n (1-based) gets id `n*100`, its children
 * `n*100 + 1…`, so ids stay stable when other categories are added at the end.
 */
export function buildCategories(): SeedCategory[] {
  const out: SeedCategory[] = [];
  CATEGORY_TREE.forEach((top, i) => {
    const topId = String((i + 1) * 100);
    const childIds = top.children.map((_, j) => String((i + 1) * 100 + j + 1));
    out.push({
      id: topId,
      parentId: null,
      slug: top.slug,
      slugs: localizedSlugs(top.name),
      name: top.name,
      shape: top.shape,
      hue: top.hue,
      childIds,
    });
    top.children.forEach((child, j) => {
      out.push({
        id: childIds[j] ?? '',
        parentId: topId,
        slug: child.slug,
        slugs: localizedSlugs(child.name),
        name: child.name,
        shape: child.shape,
        hue: (top.hue + j * 12) % 360,
        childIds: [],
      });
    });
  });
  return out;
}

/** The path from the top category down to `categoryId` (inclusive). */
export function categoryPath(byId: ReadonlyMap<string, SeedCategory>, categoryId: string): SeedCategory[] {
  const path: SeedCategory[] = [];
  let current = byId.get(categoryId);
  while (current) {
    path.unshift(current);
    current = current.parentId ? byId.get(current.parentId) : undefined;
  }
  return path;
}

/** `categoryId` and all its descendants. */
export function categoryWithDescendants(byId: ReadonlyMap<string, SeedCategory>, categoryId: string): Set<string> {
  const ids = new Set<string>();
  const visit = (id: string): void => {
    const category = byId.get(id);
    if (!category || ids.has(id)) return;
    ids.add(id);
    category.childIds.forEach(visit);
  };
  visit(categoryId);
  return ids;
}
