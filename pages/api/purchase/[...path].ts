/** The browser's same-origin door to the purchase service: server/api-handlers/purchase-proxy.ts. */
import { purchaseProxy } from '@/server/api-handlers/purchase-proxy';

export default purchaseProxy;

export const config = { api: { bodyParser: { sizeLimit: '16kb' } } };
