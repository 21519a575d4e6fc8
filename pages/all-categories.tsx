import type { GetServerSideProps } from 'next';
import styled from 'styled-components';
import { useTranslation } from 'next-i18next/pages';
import { SeoHead } from '@/components/layout/seo-head';
import { CategoryGrid } from '@/components/start/category-grid';
import { Container } from '@/components/ui/container';
import { getPageProps, type BasePageProps } from '@/lib/page-props';
import { useAppSelector } from '@/store/hooks';
import { selectMenuItems } from '@/store/menu-slice';

const Title = styled.h1`
  margin: 32px 0 16px;
  font-size: ${({ theme }) => theme.font.size.xl};
`;

export default function AllCategoriesPage({ seo }: BasePageProps) {
  const { t } = useTranslation();
  const categories = useAppSelector(selectMenuItems);
  return (
    <Container>
      <SeoHead title={t('meta::allCategoriesTitle')} description={t('meta::allCategoriesDescription')} seo={seo} />
      <Title>{t('menu::allCategories')}</Title>
      {categories.length > 0 ? <CategoryGrid items={categories} /> : <p role="status">{t('menu::REQUEST_FAILED')}</p>}
    </Container>
  );
}

export const getServerSideProps: GetServerSideProps<BasePageProps> = (context) =>
  getPageProps(context, { routeKey: '/all-categories/', pageType: 'category' });
