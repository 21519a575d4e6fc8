import { createGlobalStyle, css } from 'styled-components';
import { rowListLook } from '@/components/ui/row-list';
import type { Badge, BadgeMap } from '@/services/shop/models';
import { useAppSelector } from '@/store/hooks';
import { selectBadges } from '@/store/site-slice';
import { colorNameOf, colors, theme, type ColorName } from '@/styles/theme';

/** Badge text colour: the services name "white" / "black" as well as theme colours. */
function foreground(name: string): ColorName {
  if (name === 'white') return 'base1';
  if (name === 'black') return 'ink900';
  return colorNameOf(name, 'ink900');
}

const colorRulesByMap = new WeakMap<BadgeMap, string>();

/**
 * A badge's CMS colours, as theme colour names only (anything else falls back), carried as `data-bg` / `data-fg` with one rule per colour
 * the badge map uses, made once per map: cheaper than a styled element per badge, and it keeps the cards' styles static.
 */
export function badgeColorRules(badges: BadgeMap | null | undefined): string {
  if (!badges) return '';
  let rules = colorRulesByMap.get(badges);
  if (rules === undefined) {
    const backgrounds = new Set<ColorName>();
    const foregrounds = new Set<ColorName>();
    for (const badge of Object.values(badges)) {
      backgrounds.add(colorNameOf(badge.background));
      foregrounds.add(foreground(badge.color));
    }
    rules =
      [...backgrounds].map((name) => `.badge-list > [data-bg='${name}']{background:${colors[name]};}`).join('') +
      [...foregrounds].map((name) => `.badge-list > [data-fg='${name}']{color:${colors[name]};}`).join('');
    colorRulesByMap.set(badges, rules);
  }
  return rules;
}

const BadgeColors = createGlobalStyle<{ $rules: string }>`${({ $rules }) => $rules}`;

/** The badge colours of the site's badge map, once per page (rendered by `_app`). */
export function BadgeColorStyle() {
  const rules = badgeColorRules(useAppSelector(selectBadges));
  return rules ? <BadgeColors $rules={rules} /> : null;
}

/**
 * The badge list's CSS, for the styled container it is rendered in (the product card, the product page); the colours are the page's
 * (`BadgeColorStyle`).
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
