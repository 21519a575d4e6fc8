import type { GetServerSideProps } from 'next';
import { useMemo } from 'react';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { CategoryTiles } from '@/components/catalog/category-tiles';
import { SeoHead } from '@/components/layout/seo-head';
import { Container } from '@/components/ui/container';
import { getPageProps, type BasePageProps, type ServedProps } from '@/server/page-props';
import { catalogClient } from '@/server/services';
import type { WireCategory } from '@/services/catalog/types';
import { theme } from '@/styles/theme';

const Title = styled.h1`
  margin: 8px 0 4px;
  font-size: ${theme.font.size.xl};
`;

const Lead = styled.p`
  margin: 0 0 20px;
`;

interface Props extends BasePageProps {
  categories: WireCategory[];
}

export default function AllCategoriesPage({ seo, categories }: Props) {
  const { t } = useT('catalog');
  // Kept per page data: the tiles' island (docs/adr/0029-static-islands.md) ends when what it is made from changes.
  const { top, childrenOf } = useMemo(
    () => ({ top: categories.filter((c) => c.parentId === null), childrenOf: (id: string) => categories.filter((c) => c.parentId === id) }),
    [categories],
  );
  return (
    <Container>
      <SeoHead title={t('categories::metaTitle')} description={t('categories::metaDescription')} seo={seo} />
      <Breadcrumbs items={[{ name: t('categories::title'), to: '/all-categories/' }]} />
      <Title>{t('categories::title')}</Title>
      <Lead>{t('categories::lead')}</Lead>
      <CategoryTiles items={top} childrenOf={childrenOf} />
    </Container>
  );
}

export const getServerSideProps: GetServerSideProps<ServedProps<Props>> = (context) =>
  getPageProps<Omit<Props, keyof BasePageProps>>(context, {
    routeKey: '/all-categories/',
    pageType: 'category',
    namespaces: ['catalog'],
    load: async (ctx) => ({ props: { categories: await catalogClient().categories(ctx) } }),
  });
