import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import { marketOf, type Locale } from '@/lib/locales';
import type { RequestContext } from '@/lib/request-context';
import { serverEnv } from './env';
import { requestLogger } from './log/pino-logger';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** The incoming X-Request-Id when it is well formed, otherwise a new one. */
function requestIdOf(req: Pick<IncomingMessage, 'headers'>): string {
  const incoming = req.headers['x-request-id'];
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value && REQUEST_ID.test(value) ? value : randomUUID();
}

export function serverContext(req: Pick<IncomingMessage, 'headers'>, locale: Locale): RequestContext {
  const requestId = requestIdOf(req);
  const env = serverEnv();
  return {
    requestId,
    locale,
    market: marketOf(locale),
    referrerBaseUrl: env.NEXT_PUBLIC_SITE_URL,
    environment: env.APP_ENV,
    log: requestLogger(requestId),
    fallbacks: [],
  };
}
