import { suggestionsRoute } from '@/server/api-handlers/search-suggestions';

export default suggestionsRoute;
