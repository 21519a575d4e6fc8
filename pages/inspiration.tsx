import { contentRoute } from '@/components/content/content-route';
import { cmsRouteProps } from '@/server/catalog/cms-page';

export default contentRoute('/inspiration/');
export const getServerSideProps = cmsRouteProps('/inspiration/', 'inspiration', 'inspiration');
