/** GET /api/dyo/designs/{dyoId}/{preview|print|print-back}.png (server/api/design-image.ts). */
import { designImageRoute } from '@/server/api/design-image';

export default designImageRoute;
