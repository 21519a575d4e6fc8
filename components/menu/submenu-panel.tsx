import { useEffect, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { Button } from '@/components/ui/button';
import { LocalizedLink } from '@/components/ui/localized-link';
import type { ChildrenStatus } from '@/store/menu-slice';
import type { MenuItem } from '@/services/shop/models';
import { theme } from '@/styles/theme';
import { LinkGrid } from './link-grid';

const Group = styled.div`
  & + & {
    margin-top: 16px;
  }
`;

const Heading = styled.p`
  margin: 0 0 8px;
  font-size: ${theme.font.size.sm};
  font-weight: 800;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${theme.colors.ink500};
`;

const ItemLink = styled(LocalizedLink)`
  display: block;
  padding: 8px;
  border-radius: ${theme.radius.small};
  text-decoration: none;
  &:hover {
    background: ${theme.colors.hunter100};
  }
  &[aria-current='page'],
  &[aria-current='true'] {
    font-weight: 800;
    background: ${theme.colors.gold100};
  }
`;

const Status = styled.p<{ $error?: boolean }>`
  margin: 0;
  padding: 8px;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.ink500)};
`;

interface Props {
  category: MenuItem;
  status: ChildrenStatus | undefined;
  onRetry: () => void;
  onNavigate: () => void;
  /** categoryIds of the category page being shown, top first. */
  currentPath?: string[];
  /** The menu's focus index (store/menu-slice.ts): the link that has keyboard focus. */
  focusIndex: number;
  onFocusMove: (index: number) => void;
  /** Whether focus moves to the link at focusIndex when the panel opens (opened by keyboard). */
  focusOnOpen: boolean;
  nameOf: (item: MenuItem) => string;
}

interface LinksProps {
  items: MenuItem[];
  onNavigate: () => void;
  currentPath?: string[];
  nameOf: (item: MenuItem) => string;
}

function Links({ items, onNavigate, currentPath = [], nameOf }: LinksProps) {
  return (
    <LinkGrid>
      {items.map((item) => (
        <li key={item.categoryId}>
          <ItemLink
            to="/category/"
            segments={[item.slug]}
            onClick={onNavigate}
            aria-current={currentPath.at(-1) === item.categoryId ? 'page' : currentPath.includes(item.categoryId) ? 'true' : undefined}
          >
            {nameOf(item)}
          </ItemLink>
        </li>
      ))}
    </LinkGrid>
  );
}

/** A category's children: featured first, then the rest group; with loading and failure states. */
export function SubmenuPanel({ category, status, onRetry, onNavigate, currentPath, focusIndex, onFocusMove, focusOnOpen, nameOf }: Props) {
  const { t } = useT();
  const rootRef = useRef<HTMLDivElement>(null);
  // Focus follows the store's index once the shopper steers by keyboard (or opened the panel by keyboard).
  const steering = useRef(focusOnOpen);
  const { children } = category;
  const featured = Array.isArray(children) ? children : children.featured;
  const rest = Array.isArray(children) ? undefined : children.rest;
  const empty = featured.length === 0 && !rest;
  const links = () => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? []);

  useEffect(() => {
    if (steering.current) links()[focusIndex]?.focus();
  }, [focusIndex]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = links();
    const current = all.indexOf(event.target as HTMLAnchorElement);
    if (current < 0) return;
    const next =
      event.key === 'ArrowDown' || event.key === 'ArrowRight'
        ? Math.min(current + 1, all.length - 1)
        : event.key === 'ArrowUp' || event.key === 'ArrowLeft'
          ? Math.max(current - 1, 0)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? all.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    steering.current = true;
    if (next === focusIndex) all[next]?.focus();
    else onFocusMove(next);
  };

  return (
    <div ref={rootRef} aria-busy={status === 'pending'} onKeyDown={onKeyDown}>
      <Group>
        <ItemLink to="/category/" segments={[category.slug]} onClick={onNavigate}>
          <strong>{t('menu::showAll', { name: nameOf(category) })}</strong>
        </ItemLink>
      </Group>
      {status === 'rejected' && empty ? (
        <Group role="alert">
          <Status $error>{t('menu::REQUEST_FAILED')}</Status>
          <Button $small $variant="secondary" onClick={onRetry}>
            {t('menu::retry')}
          </Button>
        </Group>
      ) : empty && category.canLoadChildren ? (
        <Status>{t('menu::loading')}</Status>
      ) : (
        <>
          {featured.length > 0 ? (
            <Group>
              <Links items={featured} onNavigate={onNavigate} currentPath={currentPath} nameOf={nameOf} />
            </Group>
          ) : null}
          {rest ? (
            <Group>
              <Heading>{rest.title}</Heading>
              <Links items={rest.items} onNavigate={onNavigate} currentPath={currentPath} nameOf={nameOf} />
            </Group>
          ) : null}
        </>
      )}
    </div>
  );
}
