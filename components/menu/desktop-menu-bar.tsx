import { useEffect, useState, type FocusEvent, type MouseEvent } from 'react';
import { useRouter } from 'next/router';
import dynamic from 'next/dynamic';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { LocalizedLink } from '@/components/ui/localized-link';
import { findCategory } from '@/store/menu-slice';
import type { MenuItem } from '@/services/shop/models';
import { up, theme } from '@/styles/theme';
import { LinkGrid } from './link-grid';
import { useBarOverflow } from './use-bar-overflow';
import { useHoverIntent } from './use-hover-intent';
import { useMenu } from './use-menu';
import { useOutsidePointer } from './use-outside-pointer';

// A panel is never open in the server's HTML: its code loads with the first one opened.
const SubmenuPanel = dynamic(() => import('./submenu-panel').then((m) => m.SubmenuPanel), { ssr: false });

const Nav = styled.nav`
  display: none;
  position: relative;
  background: ${theme.colors.hunter700};
  z-index: ${theme.zIndex.navigation};
  ${up('lg')} {
    display: block;
  }
`;

/*
 * One row, never scrolled: what does not fit moves into "More" (use-bar-overflow.ts). Every
 * category stays in the HTML; those that do not fit are ordered after "More", clipped and hidden.
 */
const Bar = styled.ul`
  display: flex;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow: hidden;
  & > li {
    flex: none;
  }
  & > li[data-overflow] {
    order: 2;
    visibility: hidden;
  }
  & > li[data-slot='more'] {
    order: 1;
  }
  /* The top buttons: plain buttons styled from here (one styled element for the whole bar, docs/adr/0013-parts-styled-by-their-container.md). */
  & > li > button {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    min-height: ${theme.tapTarget};
    padding: 0 12px;
    border: 0;
    background: transparent;
    color: ${theme.colors.base1};
    font-weight: 700;
    white-space: nowrap;
    cursor: pointer;
    &[aria-expanded='true'],
    &:hover {
      background: ${theme.colors.hunter500};
    }
    /* The category of the page being shown. */
    &[aria-current='true'] {
      box-shadow: inset 0 -3px 0 ${theme.colors.gold500};
    }
  }
`;

const TopLink = styled(LocalizedLink)`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.tapTarget};
  padding: 0 12px;
  color: ${theme.colors.gold500};
  font-weight: 800;
  text-decoration: none;
  white-space: nowrap;
`;

/* Placed against the whole bar (Nav), though it sits in its trigger's item so its links follow the trigger in Tab order. */
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

const MoreList = styled(LinkGrid)`
  align-items: start;
  a {
    display: block;
    padding: 8px;
    border-radius: ${theme.radius.small};
    text-decoration: none;
  }
  a:hover {
    background: ${theme.colors.hunter100};
  }
  & > li > a {
    font-weight: 800;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  p {
    margin: 0;
    padding: 8px;
    color: ${theme.colors.ink500};
  }
`;

/** A category's subcategories as the submenu panel and the phone drawer list them: featured, then the rest. */
function subcategories(item: MenuItem): MenuItem[] {
  return Array.isArray(item.children) ? item.children : [...item.children.featured, ...(item.children.rest?.items ?? [])];
}

/** Keyboard clicks (Enter, Space) have no pointer detail: those move focus into the opened panel. */
const byKeyboard = (event: MouseEvent) => event.detail === 0;

/** The desktop category bar; a category opens a panel with its lazily loaded children, "More" holds what does not fit. */
export function DesktopMenuBar() {
  const { t } = useT();
  const { items, selectedPath, currentPath, childrenStatus, focusIndex, open, retry, close, closeAll, moveFocus, nameOf } = useMenu();
  const router = useRouter();
  const { barRef, visibleCount } = useBarOverflow(items.length);
  const [moreOpen, setMoreOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState(false);
  const openId = selectedPath[0];
  const openCategory = openId ? findCategory(items, openId) : undefined;
  const navRef = useOutsidePointer<HTMLElement>(!!openId || moreOpen, () => {
    setMoreOpen(false);
    close(0);
  });
  // With a panel open, a mouse resting on another top category (or "More") switches to it (use-hover-intent.ts).
  const hover = useHoverIntent(!!openId || moreOpen);

  // A panel never outlives the page it was opened on.
  useEffect(() => {
    const onRouteChange = () => {
      setMoreOpen(false);
      close(0);
    };
    router.events.on('routeChangeStart', onRouteChange);
    return () => router.events.off('routeChangeStart', onRouteChange);
  }, [router.events, close]);

  const hidden = items.slice(visibleCount);
  const hiddenIds = hidden.map((item) => item.categoryId).join(',');
  // "More" lists its categories' subcategories, the depth of the panels and the phone drawer.
  useEffect(() => {
    if (moreOpen)
      hiddenIds
        .split(',')
        .filter(Boolean)
        .forEach((id) => retry(id));
  }, [moreOpen, hiddenIds, retry]);

  /**
   * Focus leaving an open panel and its trigger (Tab past its last link, onto the next category or out of the
   * bar) closes the panel; a click elsewhere is useOutsidePointer's.
   */
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node)) return;
    const nav = navRef.current;
    const panelItem = nav?.querySelector('#desktop-submenu')?.closest('li');
    if (openId && !panelItem?.contains(next)) close(0);
    const moreItem = nav?.querySelector('[data-slot="more"]');
    if (moreOpen && !moreItem?.contains(next)) setMoreOpen(false);
  };

  if (items.length === 0) return null;
  return (
    <Nav
      ref={navRef}
      aria-label={t('menu::label')}
      onBlur={onBlur}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        if (moreOpen) {
          setMoreOpen(false);
          navRef.current?.querySelector<HTMLButtonElement>('[data-slot="more"] button')?.focus();
        } else if (openId) {
          close(0);
          navRef.current?.querySelector<HTMLButtonElement>(`[data-category="${openId}"]`)?.focus();
        }
      }}
    >
      <Container>
        <Bar ref={barRef}>
          <li data-slot="all">
            <TopLink to="/all-categories/">{t('menu::allCategories')}</TopLink>
          </li>
          {items.map((item, index) => (
            <li key={item.categoryId} data-slot="item" data-overflow={index >= visibleCount ? '' : undefined}>
              <button
                data-category={item.categoryId}
                aria-expanded={openId === item.categoryId}
                aria-current={currentPath[0] === item.categoryId ? 'true' : undefined}
                aria-controls={openId === item.categoryId ? 'desktop-submenu' : undefined}
                onPointerEnter={(event) =>
                  hover.enter(event, () => {
                    if (openId === item.categoryId) return;
                    setMoreOpen(false);
                    setFocusOnOpen(false);
                    open(0, item.categoryId);
                  })
                }
                onPointerLeave={hover.cancel}
                onClick={(event) => {
                  hover.cancel();
                  setMoreOpen(false);
                  setFocusOnOpen(byKeyboard(event));
                  if (openId === item.categoryId) close(0);
                  else open(0, item.categoryId);
                }}
              >
                {nameOf(item)}
                <Icon name="chevronDown" size={16} />
              </button>
              {openCategory && openId === item.categoryId ? (
                <Panel id="desktop-submenu">
                  <Container>
                    <SubmenuPanel
                      key={openCategory.categoryId}
                      category={openCategory}
                      currentPath={currentPath}
                      status={childrenStatus[openCategory.categoryId]}
                      onRetry={() => retry(openCategory.categoryId)}
                      onNavigate={closeAll}
                      focusIndex={focusIndex}
                      onFocusMove={moveFocus}
                      focusOnOpen={focusOnOpen}
                      nameOf={nameOf}
                    />
                  </Container>
                </Panel>
              ) : null}
            </li>
          ))}
          <li data-slot="more" data-overflow={hidden.length === 0 ? '' : undefined}>
            <button
              aria-expanded={moreOpen}
              aria-controls={moreOpen ? 'desktop-more' : undefined}
              aria-current={hidden.some((item) => item.categoryId === currentPath[0]) ? 'true' : undefined}
              onPointerEnter={(event) =>
                hover.enter(event, () => {
                  if (moreOpen) return;
                  close(0);
                  setMoreOpen(true);
                })
              }
              onPointerLeave={hover.cancel}
              onClick={(event) => {
                hover.cancel();
                close(0);
                setMoreOpen(!moreOpen);
                if (!moreOpen && byKeyboard(event)) {
                  // The first hidden category gets focus once the list is there.
                  requestAnimationFrame(() => navRef.current?.querySelector<HTMLElement>('#desktop-more a')?.focus());
                }
              }}
            >
              {t('menu::more')}
              <Icon name="chevronDown" size={16} />
            </button>
            {moreOpen && hidden.length > 0 ? (
              <Panel id="desktop-more">
                <Container>
                  <MoreList>
                    {hidden.map((item) => {
                      const children = subcategories(item);
                      return (
                        <li key={item.categoryId}>
                          <LocalizedLink
                            to="/category/"
                            segments={[item.slug]}
                            aria-current={currentPath[0] === item.categoryId ? 'true' : undefined}
                            onClick={() => setMoreOpen(false)}
                          >
                            {nameOf(item)}
                          </LocalizedLink>
                          {children.length > 0 ? (
                            <ul aria-label={nameOf(item)}>
                              {children.map((child) => (
                                <li key={child.categoryId}>
                                  <LocalizedLink
                                    to="/category/"
                                    segments={[child.slug]}
                                    aria-current={currentPath.includes(child.categoryId) ? 'true' : undefined}
                                    onClick={() => setMoreOpen(false)}
                                  >
                                    {nameOf(child)}
                                  </LocalizedLink>
                                </li>
                              ))}
                            </ul>
                          ) : childrenStatus[item.categoryId] === 'pending' ? (
                            <p>{t('menu::loading')}</p>
                          ) : null}
                        </li>
                      );
                    })}
                  </MoreList>
                </Container>
              </Panel>
            ) : null}
          </li>
        </Bar>
      </Container>
    </Nav>
  );
}
