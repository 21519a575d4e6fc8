/** GET /api/dyo/designs/{dyoId}/{preview|print|print-back}.png (server/api-handlers/design-image.ts). */
import { designImageRoute } from '@/server/api-handlers/design-image';

export default designImageRoute;
