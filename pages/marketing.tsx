import { contentRoute } from '@/components/content/content-route';
import { cmsRouteProps } from '@/server/catalog/cms-page';

export default contentRoute('/marketing/');
export const getServerSideProps = cmsRouteProps('/marketing/', 'inspiration', 'marketing');
