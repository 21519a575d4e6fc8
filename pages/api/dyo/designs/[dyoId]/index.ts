/** GET /api/dyo/designs/{dyoId}/: a saved design's document, to reopen it in an engine. */
import { ApiError, apiRoute } from '@/server/api-handlers/handler';
import { dyoClient } from '@/server/services';
import { DYO_ID } from '@/services/dyo/types';
import { CACHE_CONTROL } from '@/services/cache-table';

export default apiRoute(['GET'], async (req, res, ctx) => {
  const dyoId = typeof req.query.dyoId === 'string' ? req.query.dyoId : '';
  if (!DYO_ID.test(dyoId)) throw new ApiError(400, 'Invalid design id');
  const design = await dyoClient().design(ctx, dyoId);
  res.setHeader('Cache-Control', CACHE_CONTROL.designMeta);
  res.json({ data: design });
});
