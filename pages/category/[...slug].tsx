import type { GetServerSideProps } from 'next';
import type { ServedProps } from '@/server/page-props';
import { useEffect } from 'react';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { ProductListing } from '@/components/catalog/product-listing';
import { SubcategoryLinks } from '@/components/catalog/subcategory-links';
import { SeoHead } from '@/components/layout/seo-head';
import { Container } from '@/components/ui/container';
import { isCatalogSlug, isFiltered } from '@/lib/catalog/listing-query';
import { collectionPageProps, type CollectionPageProps } from '@/server/catalog/listing-page';
import { catalogClient } from '@/server/services';
import type { CategoryResponse } from '@/services/catalog/types';
import { toCategoryChip, type CategoryChip } from '@/services/catalog/page-models';
import { useAppDispatch } from '@/store/hooks';
import { categoryPageShown } from '@/store/menu-slice';
import { theme } from '@/styles/theme';

const Title = styled.h1`
  margin: 8px 0 12px;
  font-size: ${theme.font.size.xl};
`;

type Category = Omit<CategoryResponse['data'], 'subcategories'> & { subcategories: CategoryChip[] };
type Props = CollectionPageProps<Category>;

export default function CategoryPage({ seo, collection: category, result, listing, scope }: Props) {
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
      <ProductListing path={{ to: '/category/', segments: [slug] }} state={listing} result={result} within={scope} />
    </Container>
  );
}

export const getServerSideProps: GetServerSideProps<ServedProps<Props>> = (context) => {
  const segments = context.params?.slug;
  return collectionPageProps(context, {
    routeKey: '/category/',
    pageType: 'category',
    kind: 'category',
    key: Array.isArray(segments) && segments.length === 1 ? segments[0]! : null,
    isKey: isCatalogSlug,
    fetch: async (ctx, slug): Promise<Category> => {
      const category = await catalogClient().category(ctx, slug);
      return { ...category, subcategories: category.subcategories.map(toCategoryChip) };
    },
    segments: (category) => [category.category.slug],
    // An English or other language's slug (old links): the category's own URL in this language, permanently.
    localeSlugs: (category) => category.slugs,
  });
};
