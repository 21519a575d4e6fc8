import { clientLogRoute } from '@/server/api-handlers/client-log';

export default clientLogRoute;

// The handler reads (and bounds) the body, not Next's parser.
export const config = { api: { bodyParser: false } };
