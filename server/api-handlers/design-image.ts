/**
 * GET /api/dyo/designs/{dyoId}/{preview|print|print-back}.png: a saved
 * design's images from our own origin (the cart, mini cart and checkout show
 * the preview; no foreign image host is needed in the CSP or next/image).
 * The preview (360 px, what a shared cart shows) is readable with the id; the
 * print files hold the photos at 300 DPI and are read only by the design's
 * owner and the order pipeline (server/dyo/design-access.ts), else 404. Every
 * one of them is a person's picture: cached only in the reader's own browser.
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
