/**
 * The one request context of the server, built on first use and kept in a WeakMap on the request, so
 * page props, form and API handlers share it: cookies parsed once, one request id in every log.
 */
import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import { readRequestCookies, type RequestCookies } from '@/lib/cookies';
import { NONCE_HEADER } from '@/lib/csp';
import { marketOf, type Locale } from '@/lib/locales';
import type { RequestContext } from '@/lib/request-context';
import { header } from './api-handlers/same-origin';
import { serverEnv } from './env';
import { requestLogger } from './log/pino-logger';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

type Request = Pick<IncomingMessage, 'headers'>;

/** The server's request context: the upstream call context (lib/request-context.ts) and what the request itself says. */
export interface ServerRequestContext extends RequestContext {
  fallbacks: string[];
  /** The request's cookies, parsed once. Identity cookies a response sets are added by server/identity.ts. */
  cookies: RequestCookies;
  /** The CSP nonce proxy.ts chose for this page request (absent on API and form requests). */
  nonce: string | undefined;
}

interface Memo {
  cookies?: RequestCookies;
  contexts: Map<Locale, ServerRequestContext>;
  requestId?: string;
}

const memos = new WeakMap<object, Memo>();

function memoOf(req: Request): Memo {
  let memo = memos.get(req);
  if (!memo) {
    memo = { contexts: new Map() };
    memos.set(req, memo);
  }
  return memo;
}

/** The incoming X-Request-Id when it is well formed, otherwise a new one. */
function requestIdOf(req: Request): string {
  const value = header(req.headers, 'x-request-id');
  return value && REQUEST_ID.test(value) ? value : randomUUID();
}

/** The request's cookies, parsed on the first ask and kept for the rest of the request. */
export function requestCookies(req: Request): RequestCookies {
  const memo = memoOf(req);
  memo.cookies ??= readRequestCookies(req.headers.cookie);
  return memo.cookies;
}

/** The request's context in `locale` (a request has one; the error page may ask in the shopper's). */
export function serverContext(req: Request, locale: Locale): ServerRequestContext {
  const memo = memoOf(req);
  const known = memo.contexts.get(locale);
  if (known) return known;
  const requestId = (memo.requestId ??= requestIdOf(req));
  const env = serverEnv();
  const nonce = req.headers[NONCE_HEADER];
  const ctx: ServerRequestContext = {
    requestId,
    locale,
    market: marketOf(locale),
    referrerBaseUrl: env.NEXT_PUBLIC_SITE_URL,
    environment: env.APP_ENV,
    log: requestLogger(requestId),
    fallbacks: [],
    cookies: requestCookies(req),
    nonce: typeof nonce === 'string' ? nonce : undefined,
  };
  memo.contexts.set(locale, ctx);
  return ctx;
}
