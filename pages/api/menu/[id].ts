import { menuRoute } from '@/server/api-handlers/menu';

export default menuRoute;
