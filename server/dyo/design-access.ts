/**
 * Who may read a saved design's personal files: the design document (it carries a 2000 px copy of
 * each photo) and the print files (the photos at 300 DPI). Their owner, the shopper whose `nf_uid`
 * cookie saved the design (stored with it as `ownerId`), and the shop's order pipeline, which sends
 * DYO_PIPELINE_TOKEN in `X-Dyo-Pipeline-Token`. Nobody else, however they learned the dyoId (it
 * travels in shared-cart links): they get a 404, the same answer as an unknown design, so the id
 * says nothing. The cart preview (360 px) stays readable with the id: the shared cart shows it.
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

/** The shopper's id from the `nf_uid` cookie, as a design's `ownerId` is stored. */
export function shopperIdOf(req: Pick<IncomingMessage, 'headers'>): string | undefined {
  return requestCookies(req).userId;
}

/** Resolves when the request may read the design's personal files; ApiError 404 when it may not. */
export async function assertDesignReader(req: Pick<IncomingMessage, 'headers'>, ctx: RequestContext, dyoId: string): Promise<void> {
  if (isOrderPipeline(req)) return;
  const shopper = shopperIdOf(req);
  // Without the cookie nothing is asked upstream.
  if (!shopper) throw new ApiError(404, 'Not found');
  const meta = await dyoClient().meta(ctx, dyoId);
  if (meta.ownerId === undefined || meta.ownerId !== shopper) throw new ApiError(404, 'Not found');
}
