import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useT } from '@/lib/i18n/use-t';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { LocalizedLink } from '@/components/ui/localized-link';
import { findCategory } from '@/store/menu-slice';
import { up, theme } from '@/styles/theme';
import { SubmenuPanel } from './submenu-panel';
import { useMenu } from './use-menu';

const Nav = styled.nav`
  display: none;
  position: relative;
  background: ${theme.colors.hunter700};
  z-index: ${theme.zIndex.navigation};
  ${up('lg')} { display: block; }
`;

const Bar = styled.ul`
  display: flex;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  scrollbar-width: none;
`;

const TopButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 44px;
  padding: 0 12px;
  border: 0;
  background: transparent;
  color: ${theme.colors.base1};
  font-weight: 700;
  white-space: nowrap;
  cursor: pointer;
  &[aria-expanded='true'], &:hover { background: ${theme.colors.hunter500}; }
  /* The category of the page being shown. */
  &[aria-current='true'] { box-shadow: inset 0 -3px 0 ${theme.colors.gold500}; }
`;

const TopLink = styled(LocalizedLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 12px;
  color: ${theme.colors.gold500};
  font-weight: 800;
  text-decoration: none;
  white-space: nowrap;
`;

const Panel = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  top: 100%;
  padding: 20px 0 28px;
  background: ${theme.colors.base1};
  color: ${theme.colors.ink900};
  box-shadow: ${theme.shadow.raised};
`;

/** The desktop category bar; a category opens a panel with its lazily loaded children. */
export function DesktopMenu() {
  const { t } = useT();
  const { items, selectedPath, currentPath, childrenStatus, open, retry, close, closeAll } = useMenu();
  const navRef = useRef<HTMLElement>(null);
  const openId = selectedPath[0];
  const openCategory = openId ? findCategory(items, openId) : undefined;

  useEffect(() => {
    if (!openId) return;
    const onPointer = (event: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) closeAll();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [openId, closeAll]);

  if (items.length === 0) return null;
  return (
    <Nav
      ref={navRef}
      aria-label={t('menu::label')}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && openId) {
          close(0);
          navRef.current?.querySelector<HTMLButtonElement>(`[data-category="${openId}"]`)?.focus();
        }
      }}
    >
      <Container>
        <Bar>
          <li>
            <TopLink to="/all-categories/">{t('menu::allCategories')}</TopLink>
          </li>
          {items.map((item) => (
            <li key={item.categoryId}>
              <TopButton
                data-category={item.categoryId}
                aria-expanded={openId === item.categoryId}
                aria-current={currentPath[0] === item.categoryId ? 'true' : undefined}
                aria-controls="desktop-submenu"
                onClick={() => (openId === item.categoryId ? close(0) : open(0, item.categoryId))}
              >
                {item.name}
                <Icon name="chevronDown" size={16} />
              </TopButton>
            </li>
          ))}
        </Bar>
      </Container>
      {openCategory ? (
        <Panel id="desktop-submenu">
          <Container>
            <SubmenuPanel
              category={openCategory}
              currentPath={currentPath}
              status={childrenStatus[openCategory.categoryId]}
              onRetry={() => retry(openCategory.categoryId)}
              onNavigate={closeAll}
            />
          </Container>
        </Panel>
      ) : null}
    </Nav>
  );
}
