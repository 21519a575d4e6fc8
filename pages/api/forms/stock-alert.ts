import { stockAlertFormRoute } from '@/server/forms/stock-alert';

/** POST /api/forms/stock-alert/ (server/forms/stock-alert.ts). */
export default stockAlertFormRoute;

export const config = { api: { bodyParser: { sizeLimit: '4kb' } } };
