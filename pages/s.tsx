import type { GetServerSideProps } from 'next';
import { useEffect } from 'react';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { ProductListing } from '@/components/catalog/product-listing';
import { SEARCH_RESULTS_ID } from '@/components/search/search-form-parts';
import { SubcategoryLinks } from '@/components/catalog/subcategory-links';
import { SeoHead } from '@/components/layout/seo-head';
import { Container } from '@/components/ui/container';
import { parseListingQuery, type ListingState } from '@/lib/catalog/listing-query';
import { toArticlesRequest } from '@/services/catalog/requests';
import { isSearchable, MIN_SEARCH_LENGTH, parseSearchTerm } from '@/lib/catalog/search-term';
import { getPageProps, type BasePageProps, type ServedProps } from '@/server/page-props';
import { withActiveBrandFacets } from '@/server/catalog/active-brands';
import { catalogClient } from '@/server/services';
import type { WireCategory } from '@/services/catalog/types';
import { toCardListing, type CardListing } from '@/services/catalog/page-models';
import { useAppDispatch } from '@/store/hooks';
import { searchDebounced, searchSuggestionsHidden, searchTyped } from '@/store/ui-slice';
import { theme } from '@/styles/theme';

const Title = styled.h1`
  &:focus {
    outline: none;
  }
  &:focus-visible {
    box-shadow: ${theme.focus};
  }
  margin: 24px 0 8px;
  font-size: ${theme.font.size.xl};
  overflow-wrap: anywhere;
`;

const EmptyState = styled.div`
  padding: 24px;
  border-radius: ${theme.radius.default};
  background: ${theme.colors.base1};
  h2 {
    margin-top: 0;
  }
`;

interface Props extends BasePageProps {
  term: string;
  result: CardListing | null;
  listing: ListingState;
  /** Categories to try when nothing matches. */
  categories: WireCategory[];
}

export default function SearchPage({ seo, term, result, listing, categories }: Props) {
  const { t } = useT('catalog');
  const dispatch = useAppDispatch();
  useEffect(() => {
    // The header field shows the term of the results page.
    dispatch(searchTyped(term));
    dispatch(searchDebounced(term));
    dispatch(searchSuggestionsHidden());
  }, [dispatch, term]);
  // React escapes the term in text and attributes; it is never put in HTML unescaped.
  return (
    <Container>
      <SeoHead
        title={term ? t('search::metaTitle', { term }) : t('search::metaTitleEmpty')}
        description={t('search::metaDescription')}
        seo={seo}
        noindex
      />
      {/* Where a search leaves the focus (components/search/search-form-parts.ts SEARCH_RESULTS_ID). */}
      <Title id={SEARCH_RESULTS_ID} tabIndex={-1}>
        {term ? t('search::title', { term }) : t('search::titleEmpty')}
      </Title>
      {!term || !result ? (
        // A term too short to search for says so (role status: a screen reader hears why nothing is listed).
        term && !isSearchable(term) ? (
          <p role="status">{t('search::tooShort', { count: MIN_SEARCH_LENGTH })}</p>
        ) : (
          <p>{t('search::prompt')}</p>
        )
      ) : (
        <ProductListing
          path={{ to: '/s/' }}
          scope={{ q: term }}
          within={{ kind: 'q', key: term }}
          state={listing}
          result={result}
          empty={
            <EmptyState role="status">
              <h2>{t('search::emptyTitle', { term })}</h2>
              <p>{t('search::emptyLead')}</p>
              <SubcategoryLinks items={categories} />
            </EmptyState>
          }
        />
      )}
    </Container>
  );
}

export const getServerSideProps: GetServerSideProps<ServedProps<Props>> = (context) => {
  const term = parseSearchTerm(context.query.q);
  const listing = parseListingQuery(context.query);
  return getPageProps<Omit<Props, keyof BasePageProps>>(context, {
    routeKey: '/s/',
    pageType: 'search',
    namespaces: ['catalog'],
    load: async (ctx) => {
      const catalog = catalogClient();
      const [listed, categories] = await Promise.all([
        isSearchable(term) ? catalog.articles(ctx, toArticlesRequest(listing, { q: term })) : Promise.resolve(null),
        catalog.categories(ctx),
      ]);
      const result = listed && (await withActiveBrandFacets(ctx, listing, listed));
      return {
        props: {
          term,
          result: result && toCardListing(result),
          listing,
          categories: result && result.total > 0 ? [] : categories.filter((c) => c.parentId === null),
        },
        seo: { query: term ? { q: term } : undefined },
      };
    },
  });
};
