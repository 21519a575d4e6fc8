/**
 * GET /api/dyo/designs/{dyoId}/{preview|print|print-back}.png: a saved
 * design's images from our own origin (the cart, mini cart and checkout show
 * the preview; no foreign image host is needed in the CSP or next/image).
 */
import { ApiError, apiRoute } from '@/server/api/handler';
import { dyoClient } from '@/server/services';
import { DYO_ID } from '@/services/dyo/types';
import { CACHE_CONTROL } from '@/services/cache-table';

const FILES = ['preview.png', 'print.png', 'print-back.png'] as const;
const MAX_IMAGE_BYTES = 12 * 1024 * 1024;

export default apiRoute(['GET', 'HEAD'], async (req, res, ctx) => {
  const dyoId = typeof req.query.dyoId === 'string' ? req.query.dyoId : '';
  const file = FILES.find((f) => f === req.query.file);
  if (!DYO_ID.test(dyoId) || !file) throw new ApiError(404, 'Not found');
  const upstream = await fetch(dyoClient().imageUrl(dyoId, file), { headers: { 'X-Request-Id': ctx.requestId }, signal: AbortSignal.timeout(10_000) });
  if (upstream.status === 404) throw new ApiError(404, 'Not found');
  if (!upstream.ok || upstream.headers.get('content-type') !== 'image/png') throw new Error(`design image answered ${upstream.status}`);
  const bytes = Buffer.from(await upstream.arrayBuffer());
  if (bytes.length > MAX_IMAGE_BYTES) throw new Error('design image too large');
  res.setHeader('Content-Type', 'image/png');
  res.setHeader('Cache-Control', CACHE_CONTROL.designImage);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.status(200).send(req.method === 'HEAD' ? Buffer.alloc(0) : bytes);
});
