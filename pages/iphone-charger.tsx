import { contentRoute } from '@/components/content/content-route';
import { cmsRouteProps } from '@/server/catalog/cms-page';

export default contentRoute('/iphone-charger/');
export const getServerSideProps = cmsRouteProps('/iphone-charger/', 'inspiration', 'iphone-charger');
