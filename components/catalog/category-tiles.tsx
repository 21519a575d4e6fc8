import styled from 'styled-components';
import { cardLinkLook, linkCardLook } from '@/components/ui/card';
import { useT } from '@/components/i18n/use-t';
import { CardGrid } from '@/components/ui/card-grid';
import { LocalizedLink } from '@/components/ui/localized-link';
import type { CategoryTile } from '@/services/catalog/page-models';
import type { WireCategory } from '@/services/catalog/types';
import { theme } from '@/styles/theme';
import { FillImage } from '@/components/ui/fill-image';

const GRID_COLUMNS = { base: 2, md: 4 };

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
`;

const Picture = styled.div`
  position: relative;
  aspect-ratio: 1 / 1;
  img {
    object-fit: contain;
  }
`;

const Children = styled.ul`
  position: relative;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${theme.font.size.sm};
`;

const Count = styled.span`
  color: ${theme.colors.ink500};
  font-size: ${theme.font.size.sm};
`;

/** Category tiles with an illustration, the product count and (optionally) the subcategories. */
export function CategoryTiles({
  items,
  childrenOf,
  headingLevel = 2,
}: {
  items: CategoryTile[];
  childrenOf?: (id: string) => Pick<WireCategory, 'categoryId' | 'name' | 'slug'>[];
  headingLevel?: 2 | 3;
}) {
  const { t } = useT('catalog');
  const Heading = `h${headingLevel}` as const;
  return (
    <CardGrid $columns={GRID_COLUMNS}>
      {items.map((category) => {
        const children = childrenOf?.(category.categoryId) ?? [];
        return (
          <li key={category.categoryId}>
            <Tile>
              <Picture>
                <FillImage src={category.imageUrl} alt="" />
              </Picture>
              <Heading style={{ margin: 0, fontSize: 'inherit' }}>
                <LocalizedLink className="title" to="/category/" segments={[category.slug]}>
                  {category.name}
                </LocalizedLink>
              </Heading>
              <Count>{t('categories::count', { count: category.articleCount })}</Count>
              {children.length > 0 ? (
                <Children aria-label={t('categories::subcategories')}>
                  {children.map((child) => (
                    <li key={child.categoryId}>
                      <LocalizedLink to="/category/" segments={[child.slug]}>
                        {child.name}
                      </LocalizedLink>
                    </li>
                  ))}
                </Children>
              ) : null}
            </Tile>
          </li>
        );
      })}
    </CardGrid>
  );
}
