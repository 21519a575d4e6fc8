import { contentRoute } from '@/components/content/content-route';
import { cmsRouteProps } from '@/server/catalog/cms-page';

export default contentRoute('/iphone-accessories/');
export const getServerSideProps = cmsRouteProps('/iphone-accessories/', 'inspiration', 'iphone-accessories');
