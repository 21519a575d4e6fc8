import { useT } from '@/components/i18n/use-t';
import type { ContactKind } from '@/lib/contact-rules';
import { PageLead, PageTitle } from '@/components/campaign/page-title';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { SeoHead } from '@/components/layout/seo-head';
import { Container } from '@/components/ui/container';
import type { PageSeo } from '@/lib/page-types';
import type { ContactDraft } from '@/server/forms/contact-draft';
import { ContactForm } from './contact-form';

export interface ContactPageProps {
  seo: PageSeo;
  /** Title of the customer service page (for the breadcrumb), or null when the CMS is unavailable. */
  parentTitle: string | null;
  /** What the form sent without JavaScript (server/forms/contact-draft.ts), for this browser only; else null. */
  draft?: ContactDraft | null;
}

/** Each form's texts and route: the two contact pages differ only in these. */
const KINDS = {
  contact: { title: 'contact::contactTitle', lead: 'contact::contactLead', route: '/customer-service/contact/' },
  ordercontact: { title: 'contact::ordercontactTitle', lead: 'contact::ordercontactLead', route: '/customer-service/ordercontact/' },
} as const satisfies Record<ContactKind, { title: string; lead: string; route: string }>;

/** The contact page and the order-contact page: the form of `kind` under the customer service breadcrumb. */
export function ContactPage({ kind, seo, parentTitle, draft = null }: ContactPageProps & { kind: ContactKind }) {
  const { t } = useT('catalog');
  const texts = KINDS[kind];
  const title = t(texts.title);
  return (
    <Container $width="small">
      <SeoHead title={`${title} – Nordfynd`} description={t(texts.lead)} seo={seo} />
      <Breadcrumbs
        items={[...(parentTitle ? [{ name: parentTitle, to: '/customer-service/' as const }] : []), { name: title, to: texts.route }]}
      />
      <PageTitle>{title}</PageTitle>
      <PageLead>{t(texts.lead)}</PageLead>
      <ContactForm kind={kind} draft={draft?.kind === kind ? draft : null} />
    </Container>
  );
}
