import type { ReactNode } from 'react';
import { useT } from '@/components/i18n/use-t';
import { PageLead, PageTitle } from '@/components/campaign/page-title';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { SeoHead } from '@/components/layout/seo-head';
import { Container } from '@/components/ui/container';
import type { PageSeo } from '@/lib/page-types';
import type { RouteKey } from '@/lib/routes/hrefs';
import type { CmsPage } from '@/services/catalog/page-models';
import { CmsBlocks } from './cms-blocks';

interface Props {
  seo: PageSeo;
  page: CmsPage;
  routeKey: RouteKey;
  noindex?: boolean;
  /** Interactive part shown between the intro and the content blocks (finder questions, a form). */
  children?: ReactNode;
  /** Hide the CMS blocks (e.g. when the finder shows its own results). */
  hideBlocks?: boolean;
}

/** A page from the CMS: title, intro and its blocks, in the shopper's language. */
export function ContentPage({ seo, page, routeKey, noindex, children, hideBlocks }: Props) {
  const { t } = useT('catalog');
  return (
    <Container>
      <SeoHead
        title={`${page.title} – Nordfynd`}
        description={t('content::metaDescription', { intro: page.intro })}
        seo={seo}
        noindex={noindex}
      />
      <Breadcrumbs items={[{ name: page.title, to: routeKey }]} />
      <PageTitle>{page.title}</PageTitle>
      <PageLead>{page.intro}</PageLead>
      {children}
      {hideBlocks ? null : <CmsBlocks blocks={page.blocks} />}
    </Container>
  );
}
