import { shellRoute } from '@/server/api/shell';

export default shellRoute;
