import type { GetServerSideProps } from 'next';
import { ContentPage } from '@/components/content/content-page';
import type { BasePageProps, ServedProps } from '@/server/page-props';
import { cmsPageProps, type CmsProps } from '@/server/catalog/cms-page';

type Props = BasePageProps & CmsProps;

export default function CustomerServicePage({ seo, page }: Props) {
  return <ContentPage seo={seo} page={page} routeKey="/customer-service/" />;
}

export const getServerSideProps: GetServerSideProps<ServedProps<Props>> = (context) =>
  cmsPageProps(context, { routeKey: '/customer-service/', pageType: 'customer-service', key: 'customer-service' });
