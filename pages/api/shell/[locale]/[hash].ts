import { shellRoute } from '@/server/api-handlers/shell';

export default shellRoute;
