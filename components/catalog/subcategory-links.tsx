import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { LocalizedLink } from '@/components/ui/localized-link';
import { PillList } from '@/components/ui/pill-list';
import { useStaticIsland } from '@/components/ui/static-island';
import { useLocale } from '@/components/ui/use-locale';
import type { CategoryChip } from '@/services/catalog/page-models';
import { theme } from '@/styles/theme';

const Nav = styled.nav`
  span {
    color: ${theme.colors.ink500};
    font-weight: 400;
  }
`;

/** Chips linking to the subcategories of a category: a static island (docs/adr/0029-static-islands.md). */
export function SubcategoryLinks({ items }: { items: CategoryChip[] }) {
  const { t } = useT('catalog');
  const island = useStaticIsland([items, useLocale()]);
  if (items.length === 0) return null;
  return (
    <Nav aria-label={t('categories::subcategories')}>
      <PillList data-look="raised" {...island.props}>
        {island.keep
          ? null
          : items.map((item) => (
              <li key={item.categoryId}>
                <LocalizedLink to="/category/" segments={[item.slug]}>
                  {item.name} <span>({item.articleCount})</span>
                </LocalizedLink>
              </li>
            ))}
      </PillList>
    </Nav>
  );
}
