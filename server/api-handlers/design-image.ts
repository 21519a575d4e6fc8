/**
 * GET /api/dyo/designs/{dyoId}/{preview|print|print-back}.png from our own origin. The preview is readable with the id; the print files
 * only by the owner and the order pipeline (server/dyo/design-access.ts), else 404. All are cached only in the reader's own browser.
 */
import { CACHE_CONTROL } from '@/services/cache-table';
import { DYO_ID } from '@/services/dyo/types';
import type { DesignImageFile } from '@/services/dyo/client';
import { assertDesignReader } from '../dyo/design-access';
import { dyoClient } from '../services';
import { ApiError, apiRoute } from './handler';

const FILES: readonly DesignImageFile[] = ['preview.png', 'print.png', 'print-back.png'];

export const designImageRoute = apiRoute(['GET', 'HEAD'], async (req, res, ctx) => {
  res.setHeader('Cache-Control', CACHE_CONTROL.designPrivate);
  const dyoId = typeof req.query.dyoId === 'string' ? req.query.dyoId : '';
  const file = FILES.find((f) => f === req.query.file);
  if (!DYO_ID.test(dyoId) || !file) throw new ApiError(404, 'Not found');
  if (file !== 'preview.png') await assertDesignReader(req, ctx, dyoId);
  // An unknown design or image is the client's not-found error, answered 404 by apiRoute.
  const bytes = await dyoClient().image(ctx, dyoId, file);
  res.setHeader('Content-Type', 'image/png');
  res.setHeader('Cache-Control', file === 'preview.png' ? CACHE_CONTROL.designPreview : CACHE_CONTROL.designPrivate);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.status(200).send(req.method === 'HEAD' ? Buffer.alloc(0) : bytes);
});
