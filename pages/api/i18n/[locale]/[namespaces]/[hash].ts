import { translationsRoute } from '@/server/api/translations';

export default translationsRoute;
