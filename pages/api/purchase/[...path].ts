/** The browser's same-origin door to the purchase service: server/api/purchase-proxy.ts. */
import { purchaseProxy } from '@/server/api/purchase-proxy';

export default purchaseProxy;

export const config = { api: { bodyParser: { sizeLimit: '16kb' } } };
