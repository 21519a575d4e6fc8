import type { Ref } from 'react';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { Icon } from '@/components/ui/icon';
import { LocalizedLink } from '@/components/ui/localized-link';
import { useStaticIsland } from '@/components/ui/static-island';
import { useAppSelector } from '@/store/hooks';
import { categoryName, selectCategoryNames, selectMenuItems } from '@/store/menu-slice';
import { up, theme } from '@/styles/theme';

const Details = styled.details`
  grid-area: menu;
  ${up('lg')} {
    display: none;
  }
  > summary {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: ${theme.tapTarget};
    min-height: ${theme.tapTarget};
    border-radius: 50%;
    cursor: pointer;
    list-style: none;
  }
  > summary::-webkit-details-marker {
    display: none;
  }
  > nav {
    position: absolute;
    left: 0;
    right: 0;
    top: 100%;
    max-height: 80dvh;
    overflow-y: auto;
    background: ${theme.colors.base1};
    color: ${theme.colors.ink900};
    box-shadow: ${theme.shadow.raised};
    z-index: ${theme.zIndex.modal};
  }
  ul {
    margin: 0;
    padding: 8px 0;
    list-style: none;
  }
  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    min-height: 48px;
    padding: 0 16px;
    color: inherit;
    font-weight: 700;
    text-decoration: none;
  }
  a.all {
    color: ${theme.colors.hunter700};
    font-weight: 800;
  }
`;

/**
 * The phone menu in the server's HTML, until the app has hydrated and without JavaScript: a
 * `<details>` that opens in place on the top categories (from the shell). Each category is a link
 * to its page, whose subcategory links come first (the next level, rendered by the server), and
 * "All categories" lists every level on one page. After hydration the header shows the drawer's
 * button instead.
 */
export function MenuDetails({ detailsRef }: { detailsRef?: Ref<HTMLDetailsElement> }) {
  const { t } = useT();
  const items = useAppSelector(selectMenuItems);
  const names = useAppSelector(selectCategoryNames);
  // Links only, and gone once hydrated (the drawer's button takes over): never hydrated (docs/adr/0029-static-islands.md).
  const links = (
    <>
      <li>
        <LocalizedLink className="all" to="/all-categories/">
          {t('menu::allCategories')}
        </LocalizedLink>
      </li>
      {items.map((item) => (
        <li key={item.categoryId}>
          <LocalizedLink to="/category/" segments={[item.slug]}>
            {categoryName(names, item)}
            <Icon name="chevronRight" size={20} />
          </LocalizedLink>
        </li>
      ))}
    </>
  );
  const island = useStaticIsland([items, names], links);
  return (
    <Details ref={detailsRef} id="menu-trigger">
      <summary>
        <Icon name="menu" />
        <span className="visually-hidden">{t('header::openMenu')}</span>
      </summary>
      <nav aria-label={t('menu::label')}>
        <ul {...island.props}>{island.keep ? null : links}</ul>
      </nav>
    </Details>
  );
}
