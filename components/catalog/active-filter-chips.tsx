import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { Icon } from '@/components/ui/icon';
import { LocalizedLink } from '@/components/ui/localized-link';
import { PillList } from '@/components/ui/pill-list';
import { activeFilters, type ActiveFilter } from '@/lib/catalog/active-filters';
import { toUrlQuery } from '@/lib/catalog/listing-query';
import { currencyOf } from '@/lib/locales';
import { useLocale } from '@/components/ui/use-locale';
import type { WireArticleFacets } from '@/services/catalog/types';
import { theme } from '@/styles/theme';
import type { ListingView } from './listing-filters';

const List = styled(PillList)`
  margin: 0 0 12px;
  a {
    gap: 6px;
    border: 2px solid ${theme.colors.hunter500};
    background: ${theme.colors.hunter100};
    color: ${theme.colors.ink900};
    font-weight: 600;
  }
  a.clear {
    border-color: transparent;
    background: transparent;
    text-decoration: underline;
  }
`;

interface Props extends ListingView {
  facets: Pick<WireArticleFacets, 'brands'>;
  /** Where the focus goes when the last chip is gone (the result count). */
  fallbackFocus: () => HTMLElement | null;
}

/**
 * The active filters above the results, each a link to the listing without it (works without JavaScript; with it, Next's client
 * navigation). A chip removed by keyboard hands the focus to the chip now in its place, else to the result count, never to <body>.
 */
export function ActiveFilterChips({ path, scope, state, facets, fallbackFocus }: Props) {
  const { t } = useT('catalog');
  const locale = useLocale();
  const listRef = useRef<HTMLUListElement>(null);
  const removed = useRef<number | null>(null);
  const chips = activeFilters(state, facets);
  const stateKey = JSON.stringify(state);

  useEffect(() => {
    const index = removed.current;
    removed.current = null;
    if (index === null || (document.activeElement && document.activeElement !== document.body)) return;
    const links = listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [];
    (links[Math.min(index, links.length - 1)] ?? fallbackFocus())?.focus();
  }, [stateKey, fallbackFocus]);

  if (chips.length === 0) return null;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const currency = currencyOf(locale);
  const nameOf = (chip: ActiveFilter): string => {
    switch (chip.kind) {
      case 'brand':
        return chip.name;
      case 'condition':
        return t(`condition::${chip.value}`);
      case 'rating':
        return t(`listing::ratingOptions::${chip.value}`);
      case 'priceMin':
      case 'priceMax':
        return `${t(`listing::${chip.kind}`, { currency })}: ${number.format(chip.value)}`;
    }
  };
  return (
    <List ref={listRef} aria-label={t('listing::activeFiltersLabel')}>
      {chips.map((chip, index) => {
        const name = nameOf(chip);
        return (
          <li key={`${chip.kind}:${chip.value}`}>
            <LocalizedLink
              to={path.to}
              segments={path.segments}
              query={toUrlQuery(chip.without, scope)}
              scroll={false}
              aria-label={t('listing::removeFilter', { name })}
              onClick={() => {
                removed.current = index;
              }}
            >
              {name}
              <Icon name="close" size={16} />
            </LocalizedLink>
          </li>
        );
      })}
      {chips.length > 1 ? (
        <li>
          <LocalizedLink
            className="clear"
            to={path.to}
            segments={path.segments}
            query={toUrlQuery({ ...state, page: 1, priceMin: null, priceMax: null, brands: [], conditions: [], rating: 'all' }, scope)}
            scroll={false}
            onClick={() => {
              removed.current = 0;
            }}
          >
            {t('listing::reset')}
          </LocalizedLink>
        </li>
      ) : null}
    </List>
  );
}
