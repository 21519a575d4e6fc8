import type { NextApiResponse } from 'next';
import { isHttpError } from '@/lib/http/errors';
import type { RequestContext } from '@/lib/request-context';
import { sanitizeErrorCode, sanitizeUpstreamMessage } from '@/lib/http/upstream-message';
import { upstreamErrorMessage } from './upstream-error-message';

/**
 * The purchase proxy's answer to a failed call: the service's status and code, or 503 with the transport code, so the
 * browser's docs/spec.md §8 mapping sees what happened; a 5xx message is a generic sentence, never upstream text.
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
