import { cookieRoute } from '@/server/api-handlers/cookie';

export default cookieRoute;

export const config = { api: { bodyParser: { sizeLimit: '2kb' } } };
