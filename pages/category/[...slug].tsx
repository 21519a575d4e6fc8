import type { GetServerSideProps } from 'next';
import { useEffect } from 'react';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { ProductListing } from '@/components/catalog/product-listing';
import { SubcategoryLinks } from '@/components/catalog/subcategory-links';
import { SeoHead } from '@/components/layout/seo-head';
import { Container } from '@/components/ui/container';
import { isCatalogSlug, isFiltered, parseListingQuery, type ListingState } from '@/lib/catalog/listing-query';
import { toArticlesRequest } from '@/services/catalog/requests';
import { getPageProps, type BasePageProps } from '@/server/page-props';
import { NOT_FOUND, orMissing } from '@/server/catalog/not-found';
import { localeSlugSegments, ownSlugRedirect } from '@/server/catalog/own-slug';
import { withActiveBrandFacets } from '@/server/catalog/active-brands';
import { catalogClient } from '@/server/services';
import type { CategoryResponse } from '@/services/catalog/types';
import { toCardListing, toCategoryChip, type CardListing, type CategoryChip } from '@/services/catalog/page-models';
import { useAppDispatch } from '@/store/hooks';
import { categoryPageShown } from '@/store/menu-slice';
import { theme } from '@/styles/theme';

const Title = styled.h1`
  margin: 8px 0 12px;
  font-size: ${theme.font.size.xl};
`;

interface Props extends BasePageProps {
  category: Omit<CategoryResponse['data'], 'subcategories'> & { subcategories: CategoryChip[] };
  result: CardListing;
  listing: ListingState;
}

export default function CategoryPage({ seo, category, result, listing }: Props) {
  const { t } = useT('catalog');
  const dispatch = useAppDispatch();
  const path = category.breadcrumbs.map((crumb) => crumb.categoryId).join(',');
  useEffect(() => {
    dispatch(categoryPageShown(path ? path.split(',') : []));
    return () => {
      dispatch(categoryPageShown([]));
    };
  }, [dispatch, path]);
  const { name, slug, articleCount } = category.category;
  const pageSuffix = listing.page > 1 ? ` – ${t('listing::page', { page: listing.page })}` : '';
  return (
    <Container>
      <SeoHead
        title={t('categories::categoryTitle', { name }) + pageSuffix}
        description={t('categories::categoryDescription', { name, count: articleCount })}
        seo={seo}
        noindex={isFiltered(listing)}
      />
      <Breadcrumbs items={category.breadcrumbs.map((crumb) => ({ name: crumb.name, to: '/category/', segments: [crumb.slug] }))} />
      <Title>{name}</Title>
      <SubcategoryLinks items={category.subcategories} />
      <ProductListing path={{ to: '/category/', segments: [slug] }} state={listing} result={result} within={{ kind: 'category', key: slug }} />
    </Container>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = (context) => {
  const segments = context.params?.slug;
  const slug = Array.isArray(segments) && segments.length === 1 ? segments[0]! : null;
  const listing = parseListingQuery(context.query);
  return getPageProps<Omit<Props, keyof BasePageProps>>(context, {
    routeKey: '/category/',
    pageType: 'category',
    namespaces: ['catalog'],
    load: async (ctx, locale) => {
      if (!isCatalogSlug(slug)) return NOT_FOUND;
      const catalog = catalogClient();
      // The category and its products in parallel; an unknown slug is a 404.
      const [category, result] = await Promise.all([
        orMissing(catalog.category(ctx, slug)),
        catalog.articles(ctx, toArticlesRequest(listing, { category: slug })),
      ]);
      if (!category) return NOT_FOUND;
      // An English or other language's slug (old links): the category's own URL in this language, permanently.
      const moved = ownSlugRedirect('/category/', locale, slug, category.slugs, listing);
      if (moved) return moved;
      return {
        props: {
          category: { ...category, subcategories: category.subcategories.map(toCategoryChip) },
          result: toCardListing(await withActiveBrandFacets(ctx, listing, result)),
          listing,
        },
        seo: { segments: [category.category.slug], ...localeSlugSegments(category.slugs), query: listing.page > 1 ? { page: listing.page } : undefined },
      };
    },
  });
};
