import styled from 'styled-components';
import { useT } from '@/lib/i18n/use-t';
import { LocalizedLink } from '@/components/ui/localized-link';
import type { WireCategory } from '@/services/catalog/types';
import { theme } from '@/styles/theme';

const Nav = styled.nav`
  ul { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; list-style: none; }
  a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 40px;
    padding: 0 14px;
    border-radius: ${theme.radius.pill};
    background: ${theme.colors.base1};
    box-shadow: ${theme.shadow.card};
    font-weight: 700;
    text-decoration: none;
  }
  span { color: ${theme.colors.ink500}; font-weight: 400; }
`;

/** What a chip shows of a subcategory. */
export type SubcategoryLink = Pick<WireCategory, 'categoryId' | 'name' | 'slug' | 'articleCount'>;

/** Chips linking to the subcategories of a category. */
export function SubcategoryLinks({ items }: { items: SubcategoryLink[] }) {
  const { t } = useT('catalog');
  if (items.length === 0) return null;
  return (
    <Nav aria-label={t('categories::subcategories')}>
      <ul>
        {items.map((item) => (
          <li key={item.categoryId}>
            <LocalizedLink to="/category/" segments={[item.slug]}>
              {item.name} <span>({item.articleCount})</span>
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
