import type { GetServerSideProps } from 'next';
import { useT } from '@/lib/i18n/use-t';
import { PageLead, PageTitle } from '@/components/campaign/page-title';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { ContactForm } from '@/components/forms/contact-form';
import { SeoHead } from '@/components/layout/seo-head';
import { Container } from '@/components/ui/container';
import { getPageProps, type BasePageProps } from '@/server/page-props';
import { catalogClient } from '@/server/services';
import { orNull } from '@/server/catalog/not-found';

interface Props extends BasePageProps {
  /** Title of the customer service page (for the breadcrumb), or null when the CMS is unavailable. */
  parentTitle: string | null;
}

export default function OrderContactPage({ seo, parentTitle }: Props) {
  const { t } = useT('catalog');
  const title = t('contact::ordercontactTitle');
  return (
    <Container $width="small">
      <SeoHead title={`${title} – Nordfynd`} description={t('contact::ordercontactLead')} seo={seo} />
      <Breadcrumbs
        items={[
          ...(parentTitle ? [{ name: parentTitle, to: '/customer-service/' as const }] : []),
          { name: title, to: '/customer-service/ordercontact/' },
        ]}
      />
      <PageTitle>{title}</PageTitle>
      <PageLead>{t('contact::ordercontactLead')}</PageLead>
      <ContactForm kind="ordercontact" />
    </Container>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = (context) =>
  getPageProps<Omit<Props, keyof BasePageProps>>(context, {
    routeKey: '/customer-service/ordercontact/',
    pageType: 'customer-service',
    namespaces: ['catalog'],
    load: async (ctx) => ({ props: { parentTitle: (await orNull(catalogClient().cmsPage(ctx, 'customer-service'), ctx, 'customer service'))?.title ?? null } }),
  });
