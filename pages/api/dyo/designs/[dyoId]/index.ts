/**
 * GET /api/dyo/designs/{dyoId}/: a saved design's document, to reopen it in an engine. It holds the shopper's photos, so only its owner and
 * the order pipeline read it (server/dyo/design-access.ts); anyone else gets a 404. Cached only in the reader's own browser.
 */
import { ApiError, apiRoute } from '@/server/api-handlers/handler';
import { assertDesignReader } from '@/server/dyo/design-access';
import { dyoClient } from '@/server/services';
import { DYO_ID } from '@/services/dyo/types';
import { CACHE_CONTROL } from '@/services/cache-table';

export default apiRoute(['GET'], async (req, res, ctx) => {
  res.setHeader('Cache-Control', CACHE_CONTROL.designPrivate);
  const dyoId = typeof req.query.dyoId === 'string' ? req.query.dyoId : '';
  if (!DYO_ID.test(dyoId)) throw new ApiError(400, 'Invalid design id');
  await assertDesignReader(req, ctx, dyoId);
  const { ownerId: _owner, ...design } = await dyoClient().design(ctx, dyoId);
  res.json({ data: design });
});
