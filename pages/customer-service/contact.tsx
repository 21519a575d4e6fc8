import { ContactPage, type ContactPageProps } from '@/components/forms/contact-page';
import { contactPageProps } from '@/server/catalog/contact-page-props';

export default function ContactRoute(props: ContactPageProps) {
  return <ContactPage kind="contact" {...props} />;
}

export const getServerSideProps = contactPageProps('/customer-service/contact/');
