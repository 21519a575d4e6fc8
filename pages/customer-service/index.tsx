import { contentRoute } from '@/components/content/content-route';
import { cmsRouteProps } from '@/server/catalog/cms-page';

export default contentRoute('/customer-service/');
export const getServerSideProps = cmsRouteProps('/customer-service/', 'customer-service', 'customer-service');
