import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { useFocusTrap } from '@/components/consent/use-focus-trap';
import { Icon } from '@/components/ui/icon';
import { LocalizedLink } from '@/components/ui/localized-link';
import { findCategory } from '@/store/menu-slice';
import { SubmenuPanel } from './submenu-panel';
import { useMenu } from './use-menu';
import { theme } from '@/styles/theme';
import { Backdrop, overBackdropLook, overBackdropTopLook } from '@/components/ui/backdrop';

const Drawer = styled.div`
  ${overBackdropLook}
  inset: 0 auto 0 0;
  width: min(92vw, 420px);
  overflow-y: auto;
`;

const Top = styled.div`
  ${overBackdropTopLook}
  padding: 8px 12px;
`;

const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: ${theme.tapTarget};
  min-width: ${theme.tapTarget};
  padding: 0 8px;
  border: 0;
  background: transparent;
  font-weight: 700;
  cursor: pointer;
`;

const List = styled.ul`
  margin: 0;
  padding: 8px 0;
  list-style: none;
`;

const Row = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  min-height: 48px;
  padding: 0 16px;
  border: 0;
  background: transparent;
  font-weight: 700;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.hunter100};
  }
`;

const RowLink = styled(LocalizedLink)`
  display: flex;
  align-items: center;
  min-height: 48px;
  padding: 0 16px;
  font-weight: 800;
  color: ${theme.colors.hunter700};
  text-decoration: none;
`;

const Body = styled.div`
  padding: 12px;
`;

/**
 * The mobile menu: a modal drawer that drills into a category's lazily loaded children. Tab and Shift+Tab
 * stay inside it, Escape closes it wherever focus is, and closing returns focus to the menu button.
 */
export function MobileMenu() {
  const { t } = useT();
  const { items, selectedPath, currentPath, mobileOpen, childrenStatus, focusIndex, open, retry, close, closeAll, moveFocus, nameOf } =
    useMenu();
  const drawerRef = useRef<HTMLDivElement>(null);
  // The category the shopper came back from: its row gets focus again at the top level.
  const cameFrom = useRef<string | null>(null);
  const openId = selectedPath[0];
  const category = openId ? findCategory(items, openId) : undefined;
  useFocusTrap(drawerRef, mobileOpen);

  useEffect(() => {
    if (!mobileOpen) return;
    // On the document, not the drawer: Escape closes the menu even when focus is not inside it.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeAll();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [mobileOpen, closeAll]);

  useEffect(() => {
    if (!mobileOpen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
      cameFrom.current = null;
      document.getElementById('menu-trigger')?.focus();
    };
  }, [mobileOpen]);

  useEffect(() => {
    // A category's level focuses its link at the menu's focus index (SubmenuPanel); the top level its row.
    if (!mobileOpen || openId) return;
    const back = cameFrom.current && drawerRef.current?.querySelector<HTMLElement>(`[data-category="${cameFrom.current}"]`);
    (back || drawerRef.current?.querySelector<HTMLElement>('button, a'))?.focus();
  }, [openId, mobileOpen]);

  if (!mobileOpen) return null;
  return (
    <>
      <Backdrop onClick={closeAll} />
      <Drawer ref={drawerRef} id="mobile-menu" role="dialog" aria-modal="true" aria-label={t('menu::label')} tabIndex={-1}>
        <Top>
          {category ? (
            <IconButton
              onClick={() => {
                cameFrom.current = category.categoryId;
                close(0);
              }}
            >
              <Icon name="chevronLeft" size={20} />
              {t('menu::back')}
            </IconButton>
          ) : (
            <strong>{t('menu::title')}</strong>
          )}
          <IconButton aria-label={t('menu::close')} onClick={closeAll}>
            <Icon name="close" />
          </IconButton>
        </Top>
        {category ? (
          <Body>
            <h2>{nameOf(category)}</h2>
            <SubmenuPanel
              key={category.categoryId}
              category={category}
              currentPath={currentPath}
              status={childrenStatus[category.categoryId]}
              onRetry={() => retry(category.categoryId)}
              onNavigate={closeAll}
              focusIndex={focusIndex}
              onFocusMove={moveFocus}
              focusOnOpen
              nameOf={nameOf}
            />
          </Body>
        ) : (
          <nav aria-label={t('menu::label')}>
            <List>
              <li>
                <RowLink to="/all-categories/" onClick={closeAll}>
                  {t('menu::allCategories')}
                </RowLink>
              </li>
              {items.map((item) => (
                <li key={item.categoryId}>
                  <Row data-category={item.categoryId} onClick={() => open(0, item.categoryId)}>
                    {nameOf(item)}
                    <Icon name="chevronRight" size={20} />
                  </Row>
                </li>
              ))}
            </List>
          </nav>
        )}
      </Drawer>
    </>
  );
}
