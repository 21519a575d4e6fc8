import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { LocalizedLink } from '@/components/ui/localized-link';
import { rowListLook } from '@/components/ui/row-list';
import type { HrefOptions, RouteKey } from '@/lib/routes/hrefs';
import { theme } from '@/styles/theme';

export interface Crumb extends HrefOptions {
  name: string;
  to: RouteKey;
}

const Nav = styled.nav`
  margin: 16px 0 8px;
  font-size: ${theme.font.size.sm};
  ol {
    ${rowListLook}
    gap: 4px;
  }
  li + li::before {
    content: '›';
    margin-right: 4px;
    color: ${theme.colors.ink500};
  }
  [aria-current] {
    font-weight: 700;
  }
`;

/** Start › … › current page; the last crumb is the current page (not a link). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useT('catalog');
  const all: Crumb[] = [{ name: t('breadcrumbs::home'), to: '/' }, ...items];
  return (
    <Nav aria-label={t('breadcrumbs::label')}>
      <ol>
        {all.map((crumb, index) => (
          <li key={`${crumb.to}${crumb.segments?.join('/') ?? ''}`}>
            {index === all.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <LocalizedLink to={crumb.to} segments={crumb.segments} query={crumb.query}>
                {crumb.name}
              </LocalizedLink>
            )}
          </li>
        ))}
      </ol>
    </Nav>
  );
}
