import styled from 'styled-components';
import { cardLinkLook, linkCardLook } from '@/components/ui/card';
import { useT } from '@/components/i18n/use-t';
import { LocalizedLink } from '@/components/ui/localized-link';
import type { CategoryTile } from '@/services/catalog/page-models';
import type { WireCategory } from '@/services/catalog/types';
import { theme } from '@/styles/theme';
import { FillImage } from '@/components/ui/fill-image';

/** The tile is the one styled element of a tile: its parts are plain elements styled from here (docs/adr/0013-parts-styled-by-their-container.md). */
const Tile = styled.div`
  ${linkCardLook}
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 12px;
  a.title {
    font-weight: 800;
    ${cardLinkLook}
  }
  > .picture {
    position: relative;
    aspect-ratio: 1 / 1;
    img {
      object-fit: contain;
    }
  }
  > .children {
    position: relative;
    z-index: 1;
    display: flex;
    flex-wrap: wrap;
    gap: 4px 10px;
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: ${theme.font.size.sm};
  }
  > .count {
    color: ${theme.colors.ink500};
    font-size: ${theme.font.size.sm};
  }
`;

export interface CategoryTileItemsProps {
  items: CategoryTile[];
  childrenOf?: (id: string) => Pick<WireCategory, 'categoryId' | 'name' | 'slug'>[];
  headingLevel: 2 | 3;
}

/** The tiles of `CategoryTiles`: an island's part, in the browser loaded only for a client render (components/catalog/island-category-tile-items.ts). */
export function CategoryTileItems({ items, childrenOf, headingLevel }: CategoryTileItemsProps) {
  const { t } = useT('catalog');
  const Heading = `h${headingLevel}` as const;
  return items.map((category) => {
    const children = childrenOf?.(category.categoryId) ?? [];
    return (
      <li key={category.categoryId}>
        <Tile>
          <div className="picture">
            <FillImage src={category.imageUrl} alt="" />
          </div>
          <Heading style={{ margin: 0, fontSize: 'inherit' }}>
            <LocalizedLink className="title" to="/category/" segments={[category.slug]}>
              {category.name}
            </LocalizedLink>
          </Heading>
          <span className="count">{t('categories::count', { count: category.articleCount })}</span>
          {children.length > 0 ? (
            <ul className="children" aria-label={t('categories::subcategories')}>
              {children.map((child) => (
                <li key={child.categoryId}>
                  <LocalizedLink to="/category/" segments={[child.slug]}>
                    {child.name}
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          ) : null}
        </Tile>
      </li>
    );
  });
}
