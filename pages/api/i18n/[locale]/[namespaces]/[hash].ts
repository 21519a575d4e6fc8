import { translationsRoute } from '@/server/api-handlers/translations';

export default translationsRoute;
