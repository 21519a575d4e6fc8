import { contentRoute } from '@/components/content/content-route';
import { cmsRouteProps } from '@/server/catalog/cms-page';

export default contentRoute('/refurb-iphone/');
export const getServerSideProps = cmsRouteProps('/refurb-iphone/', 'inspiration', 'refurb-iphone');
