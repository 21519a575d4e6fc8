import { listingCountRoute } from '@/server/api-handlers/listing-count';

export default listingCountRoute;
