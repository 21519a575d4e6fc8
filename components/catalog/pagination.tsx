import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { LocalizedLink } from '@/components/ui/localized-link';
import { toUrlQuery } from '@/lib/catalog/listing-query';
import type { ListingView } from './listing-filters';
import { theme } from '@/styles/theme';

const Nav = styled.nav`
  margin: 24px 0;
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a,
  span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: ${theme.tapTarget};
    min-height: ${theme.tapTarget};
    padding: 0 10px;
    border-radius: ${theme.radius.small};
    background: ${theme.colors.base1};
    font-weight: 700;
    text-decoration: none;
  }
  [aria-current] {
    background: ${theme.colors.hunter500};
    color: ${theme.colors.base1};
  }
`;

/** Pages around the current one, always with the first and the last. */
function visiblePages(page: number, pages: number): number[] {
  const set = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2]);
  return [...set].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b);
}

/** Page links that keep filters and sorting in the URL (shareable, crawlable). */
export function Pagination({ path, scope, state, pages }: ListingView & { pages: number }) {
  const { t } = useT('catalog');
  if (pages <= 1) return null;
  const link = (page: number) => ({ to: path.to, segments: path.segments, query: toUrlQuery({ ...state, page }, scope) });
  return (
    <Nav aria-label={t('listing::pagination')}>
      <ul>
        {state.page > 1 ? (
          <li>
            <LocalizedLink {...link(state.page - 1)} rel="prev" aria-label={t('listing::previous')}>
              ‹
            </LocalizedLink>
          </li>
        ) : null}
        {visiblePages(state.page, pages).map((page) => (
          <li key={page}>
            {page === state.page ? (
              <span aria-current="page" aria-label={t('listing::pageOf', { page, pages })}>
                {page}
              </span>
            ) : (
              <LocalizedLink {...link(page)} aria-label={t('listing::page', { page })}>
                {page}
              </LocalizedLink>
            )}
          </li>
        ))}
        {state.page < pages ? (
          <li>
            <LocalizedLink {...link(state.page + 1)} rel="next" aria-label={t('listing::next')}>
              ›
            </LocalizedLink>
          </li>
        ) : null}
      </ul>
    </Nav>
  );
}
