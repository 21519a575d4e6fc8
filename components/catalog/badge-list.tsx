import { css } from 'styled-components';
import { rowListLook } from '@/components/ui/row-list';
import type { Badge, BadgeMap } from '@/services/shop/models';
import { useAppSelector } from '@/store/hooks';
import { selectBadges } from '@/store/site-slice';
import { colorNameOf, theme, type ColorName } from '@/styles/theme';

/** Badge text colour: the services name "white" / "black" as well as theme colours. */
function foreground(name: string): ColorName {
  if (name === 'white') return 'base1';
  if (name === 'black') return 'ink900';
  return colorNameOf(name, 'ink900');
}

/**
 * The badge list's CSS, for the styled container it is rendered in (the product card, the product page). A badge's CMS colours,
 * as theme colour names only (anything else falls back), are `data-bg` / `data-fg`, matched by styles/global.css.
 */
export const badgeListCss = css`
  .badge-list {
    ${rowListLook}
    gap: 4px;
    > li {
      padding: 2px 8px;
      border-radius: ${theme.radius.pill};
      font-size: ${theme.font.size.xs};
      font-weight: 800;
    }
  }
`;

export interface BadgeListProps {
  ids: string[];
  extra?: string[];
}

/** The badge list for a caller that has already read the badge map (the product card: one read per card). */
export function renderBadgeList({ ids, extra = [], badges }: BadgeListProps & { badges: BadgeMap | null | undefined }) {
  const list = Array.from(new Set([...extra, ...ids]))
    .map((id) => badges?.[id])
    .filter((badge): badge is Badge => !!badge);
  if (list.length === 0) return null;
  return (
    <ul className="badge-list">
      {list.map((badge) => (
        <li key={badge.id} data-bg={colorNameOf(badge.background)} data-fg={foreground(badge.color)}>
          {badge.label}
        </li>
      ))}
    </ul>
  );
}

/**
 * The badges of an article, from the site slice's badge map (cms/v1/badges); unknown ids are skipped. Styled by its container: include
 * `badgeListCss` in the container's styled root.
 */
export function BadgeList(props: BadgeListProps) {
  const badges = useAppSelector(selectBadges);
  return renderBadgeList({ ...props, badges });
}
