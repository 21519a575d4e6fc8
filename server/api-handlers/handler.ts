/**
 * Wraps an API route: method check, request context from the locale in the URL (`?locale=`, or a `[locale]` path segment) or else the
 * X-Locale header, and one place that turns failures into JSON errors with the right status: never a stack trace.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { isHttpError } from '@/lib/http/errors';
import { sanitizeUpstreamMessage } from '@/lib/http/upstream-message';
import { isLocale, toLocale, type Locale } from '@/lib/locales';
import { serverContext, type ServerRequestContext } from '../server-context';
import { reportServerError } from '../report-server-error';
import { param } from '../catalog/not-found';
import { crossSiteVerdict, header } from './same-origin';
import { upstreamErrorMessage } from './upstream-error-message';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Extra response headers, e.g. Retry-After on 429. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

/** `ctx` is the request's one context (server/server-context.ts): its cookies are parsed once for the whole request. */
type Handler = (req: NextApiRequest, res: NextApiResponse, ctx: ServerRequestContext) => Promise<void>;

export interface ApiRouteOptions {
  /** Refuse cross-site requests and non-JSON bodies (server/api-handlers/same-origin.ts): every route that changes something. */
  sameOriginJson?: boolean;
  /** With sameOriginJson: the body types accepted instead of JSON (the photo upload's binary body). */
  bodyTypes?: readonly string[];
}

/**
 * The request's locale. In the URL it is part of every cache's key; from the X-Locale header it is only when the answer says `Vary:
 * X-Locale`, which this then adds: a shared cache (CDN, browser) keyed on the URL alone would hand one language's answer to everyone.
 */
function requestLocale(req: Pick<NextApiRequest, 'query' | 'headers'>, res: Pick<NextApiResponse, 'getHeader' | 'setHeader'>): Locale {
  const fromUrl = param(req.query.locale);
  if (isLocale(fromUrl)) return fromUrl;
  const vary = String(res.getHeader('Vary') ?? '');
  if (!/(^|,)\s*x-locale\s*(,|$)/i.test(vary)) res.setHeader('Vary', vary ? `${vary}, X-Locale` : 'X-Locale');
  return toLocale(header(req.headers, 'x-locale'));
}

export function apiRoute(methods: string[], handler: Handler, options: ApiRouteOptions = {}) {
  return async function route(req: NextApiRequest, res: NextApiResponse): Promise<void> {
    const ctx = serverContext(req, requestLocale(req, res));
    res.setHeader('X-Request-Id', ctx.requestId);
    if (!req.method || !methods.includes(req.method)) {
      res.setHeader('Allow', methods.join(', '));
      res.status(405).json({ message: 'Method not allowed' });
      return;
    }
    if (options.sameOriginJson) {
      const verdict = crossSiteVerdict(req, undefined, options.bodyTypes);
      if (!verdict.ok) {
        ctx.log.debug({ url: req.url, origin: req.headers.origin, fetchSite: req.headers['sec-fetch-site'] }, 'cross-site request refused');
        res.status(verdict.status).json({ message: verdict.message });
        return;
      }
    }
    try {
      await handler(req, res, ctx);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
        res.status(error.status).json({ message: error.message });
      } else if (isHttpError(error) && (error.kind === 'not-found' || error.kind === 'bad-request')) {
        res.status(error.status ?? 400).json({ message: sanitizeUpstreamMessage(error.message, error.status) });
      } else {
        ctx.log.error({ err: error instanceof Error ? error.message : String(error), url: req.url }, 'api route failed');
        void reportServerError(error, { context: `api ${req.method ?? ''}`, url: req.url, requestId: ctx.requestId });
        if (!res.headersSent) res.status(502).json({ message: upstreamErrorMessage(ctx.locale) });
      }
    }
  };
}
