import styled from 'styled-components';
import { cardSurface } from '@/components/ui/card';
import { LocalizedLink } from '@/components/ui/localized-link';
import type { MenuItem } from '@/services/shop/models';
import { up, theme } from '@/styles/theme';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${theme.gutter};
  margin: 0;
  padding: 0;
  list-style: none;
  ${up('md')} {
    grid-template-columns: repeat(4, 1fr);
  }
  ${up('xl')} {
    grid-template-columns: repeat(5, 1fr);
  }
`;

const Tile = styled(LocalizedLink)`
  display: flex;
  align-items: flex-end;
  min-height: 96px;
  padding: 14px;
  ${cardSurface}
  font-weight: 800;
  text-decoration: none;
  border-left: 6px solid ${theme.colors.gold500};
  &:hover {
    background: ${theme.colors.hunter100};
  }
`;

/** Category tiles linking to each category page. */
export function CategoryGrid({ items }: { items: MenuItem[] }) {
  return (
    <Grid>
      {items.map((item) => (
        <li key={item.categoryId}>
          <Tile to="/category/" segments={[item.slug]}>
            {item.name}
          </Tile>
        </li>
      ))}
    </Grid>
  );
}
