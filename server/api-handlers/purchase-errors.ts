import type { NextApiResponse } from 'next';
import { isHttpError } from '@/lib/http/errors';
import type { RequestContext } from '@/lib/request-context';
import { sanitizeErrorCode, sanitizeUpstreamMessage } from '@/lib/http/upstream-message';
import { upstreamErrorMessage } from './upstream-error-message';

/**
 * How the purchase proxy answers when the purchase service failed: the
 * service's own status, message and code when it answered; 503 with the
 * transport code (ECONNREFUSED, ETIMEDOUT…) when it could not be reached, so
 * the browser's cart error mapping (docs/spec.md §8) sees what really happened. The
 * message is one short line of text, never an upstream's HTML page; for a 5xx
 * it is a generic sentence in the shopper's language, never the service's own
 * text (a stack trace names its classes and lines).
 */
export function sendPurchaseError(res: NextApiResponse, error: unknown, ctx: RequestContext): void {
  if (isHttpError(error)) {
    switch (error.kind) {
      case 'network':
      case 'timeout':
        res
          .status(503)
          .json({ message: 'Cart-service unavailable', code: error.code ?? (error.kind === 'timeout' ? 'ETIMEDOUT' : 'ECONNREFUSED') });
        return;
      case 'aborted':
        res.status(499).json({ message: 'Request aborted' });
        return;
      case 'invalid-response':
      case 'redirect':
        res.status(502).json({ message: 'Unexpected answer from the purchase service' });
        return;
      case 'bad-request':
      case 'not-found':
      case 'conflict':
      case 'bad-gateway':
      case 'http': {
        const status = error.status ?? 502;
        const message = status >= 500 ? upstreamErrorMessage(ctx.locale) : sanitizeUpstreamMessage(error.message, error.status);
        res.status(status).json({ message, code: sanitizeErrorCode(error.code) });
        return;
      }
    }
  }
  ctx.log.error({ err: error instanceof Error ? error.message : String(error) }, 'purchase proxy failed');
  res.status(500).json({ message: 'Unexpected error' });
}
