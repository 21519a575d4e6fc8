/**
 * Who may read a saved design's personal files (the document and the print files): their owner
 * (`nf_uid` as `ownerId`) and the order pipeline (DYO_PIPELINE_TOKEN). Anyone else gets the same 404 as
 * an unknown design, since the dyoId travels in shared-cart links (docs/security.md#shoppers-photos).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { requestCookies } from '@/server/server-context';
import type { RequestContext } from '@/lib/request-context';
import { ApiError } from '../api-handlers/handler';
import { serverEnv } from '../env';
import { dyoClient } from '../services';

const PIPELINE_TOKEN_HEADER = 'x-dyo-pipeline-token';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries the order pipeline's token (compared in constant time). */
function isOrderPipeline(req: Pick<IncomingMessage, 'headers'>, token = serverEnv().DYO_PIPELINE_TOKEN): boolean {
  const sent = req.headers[PIPELINE_TOKEN_HEADER];
  if (!token || typeof sent !== 'string' || sent === '') return false;
  return timingSafeEqual(digest(sent), digest(token));
}

/** Resolves when the request may read the design's personal files; ApiError 404 when it may not. */
export async function assertDesignReader(req: Pick<IncomingMessage, 'headers'>, ctx: RequestContext, dyoId: string): Promise<void> {
  if (isOrderPipeline(req)) return;
  const shopper = requestCookies(req).userId;
  // Without the cookie nothing is asked upstream.
  if (!shopper) throw new ApiError(404, 'Not found');
  const meta = await dyoClient().meta(ctx, dyoId);
  if (meta.ownerId === undefined || meta.ownerId !== shopper) throw new ApiError(404, 'Not found');
}
