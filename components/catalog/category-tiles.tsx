import { CardGrid } from '@/components/ui/card-grid';
import { useStaticIsland } from '@/components/ui/static-island';
import type { CategoryTileItemsProps } from './category-tile-items';
import { CategoryTileItems } from './island-category-tile-items';

const GRID_COLUMNS = { base: 2, md: 4 };

/** Category tiles with an illustration, the product count and (optionally) the subcategories. */
export function CategoryTiles({
  items,
  childrenOf,
  headingLevel = 2,
}: Omit<CategoryTileItemsProps, 'headingLevel'> & { headingLevel?: 2 | 3 }) {
  // Static links: at the first page's hydration they stay the server's, and their code is not in the first load (docs/adr/0029-static-islands.md).
  const tiles = <CategoryTileItems items={items} childrenOf={childrenOf} headingLevel={headingLevel} />;
  const island = useStaticIsland([items, childrenOf, headingLevel], tiles);
  return (
    <CardGrid $columns={GRID_COLUMNS} {...island.props}>
      {island.keep ? null : tiles}
    </CardGrid>
  );
}
