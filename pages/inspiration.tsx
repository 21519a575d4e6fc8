import type { GetServerSideProps } from 'next';
import { ContentPage } from '@/components/content/content-page';
import type { BasePageProps, ServedProps } from '@/server/page-props';
import { cmsPageProps, type CmsProps } from '@/server/catalog/cms-page';

type Props = BasePageProps & CmsProps;

export default function InspirationPage({ seo, page }: Props) {
  return <ContentPage seo={seo} page={page} routeKey="/inspiration/" />;
}

export const getServerSideProps: GetServerSideProps<ServedProps<Props>> = (context) =>
  cmsPageProps(context, { routeKey: '/inspiration/', pageType: 'inspiration', key: 'inspiration' });
