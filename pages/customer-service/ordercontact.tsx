import { ContactPage, type ContactPageProps } from '@/components/forms/contact-page';
import { contactPageProps } from '@/server/catalog/contact-page-props';

export default function OrderContactRoute(props: ContactPageProps) {
  return <ContactPage kind="ordercontact" {...props} />;
}

export const getServerSideProps = contactPageProps('/customer-service/ordercontact/');
