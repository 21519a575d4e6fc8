import styled from 'styled-components';
import type { Badge } from '@/services/shop/models';
import { useAppSelector } from '@/store/hooks';
import { selectBadges } from '@/store/site-slice';
import { colorOf, theme } from '@/styles/theme';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $bg: string; $fg: string }>`
  padding: 2px 8px;
  border-radius: ${theme.radius.pill};
  background: ${({ $bg }) => $bg};
  color: ${({ $fg }) => $fg};
  font-size: ${theme.font.size.xs};
  font-weight: 800;
`;

/** Badge text colour: the services name "white" / "black" as well as theme colours. */
function foreground(name: string): string {
  if (name === 'white') return colorOf('base1');
  if (name === 'black') return colorOf('ink900');
  return colorOf(name, 'ink900');
}

/** The badges of an article, from the site slice's badge map (cms/v1/badges); unknown ids are skipped. */
export function BadgeList({ ids, extra = [] }: { ids: string[]; extra?: string[] }) {
  const badges = useAppSelector(selectBadges);
  const list = Array.from(new Set([...extra, ...ids]))
    .map((id) => badges?.[id])
    .filter((badge): badge is Badge => !!badge);
  if (list.length === 0) return null;
  return (
    <List>
      {list.map((badge) => (
        <Item key={badge.id} $bg={colorOf(badge.background)} $fg={foreground(badge.color)}>
          {badge.label}
        </Item>
      ))}
    </List>
  );
}
