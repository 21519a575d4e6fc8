import type { GetServerSideProps } from 'next';
import styled from 'styled-components';
import { useTranslation } from 'next-i18next/pages';
import { SeoHead } from '@/components/layout/seo-head';
import { CategoryGrid } from '@/components/start/category-grid';
import { Hero } from '@/components/start/hero';
import { Container } from '@/components/ui/container';
import { getPageProps, type BasePageProps } from '@/lib/page-props';
import { useAppSelector } from '@/store/hooks';
import { selectMenuItems } from '@/store/menu-slice';

const Section = styled.section`
  margin-top: 32px;
  h2 { margin: 0 0 16px; font-size: ${({ theme }) => theme.font.size.xl}; }
`;

export default function StartPage({ seo }: BasePageProps) {
  const { t } = useTranslation();
  const categories = useAppSelector(selectMenuItems);
  return (
    <>
      <SeoHead title={t('meta::startTitle')} description={t('meta::startDescription')} seo={seo} />
      <Hero campaignSlug="black-week" />
      <Container>
        {categories.length > 0 ? (
          <Section aria-labelledby="categories-heading">
            <h2 id="categories-heading">{t('start::categories')}</h2>
            <CategoryGrid items={categories} />
          </Section>
        ) : null}
      </Container>
    </>
  );
}

export const getServerSideProps: GetServerSideProps<BasePageProps> = (context) =>
  getPageProps(context, { routeKey: '/', pageType: 'start page' });
