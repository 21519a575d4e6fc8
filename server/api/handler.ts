/**
 * Wraps an API route: method check, request context from the X-Locale header,
 * and one place that turns failures into JSON errors with the right status.
 * A shopper (or a script) never sees a stack trace.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { isHttpError } from '@/lib/http/errors';
import { sanitizeUpstreamMessage } from '@/lib/http/upstream-message';
import { toLocale } from '@/lib/locales';
import type { RequestContext } from '@/lib/request-context';
import { serverContext } from '../context';
import { reportServerError } from '../report-server-error';
import { crossSiteVerdict } from './same-origin';

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

type Handler = (req: NextApiRequest, res: NextApiResponse, ctx: RequestContext) => Promise<void>;

export interface ApiRouteOptions {
  /** Refuse cross-site requests and non-JSON bodies (server/api/same-origin.ts): every route that changes something. */
  sameOriginJson?: boolean;
}

export function apiRoute(methods: string[], handler: Handler, options: ApiRouteOptions = {}) {
  return async function route(req: NextApiRequest, res: NextApiResponse): Promise<void> {
    const header = req.headers['x-locale'];
    const ctx = serverContext(req, toLocale(Array.isArray(header) ? header[0] : header));
    res.setHeader('X-Request-Id', ctx.requestId);
    if (!req.method || !methods.includes(req.method)) {
      res.setHeader('Allow', methods.join(', '));
      res.status(405).json({ message: 'Method not allowed' });
      return;
    }
    if (options.sameOriginJson) {
      const verdict = crossSiteVerdict(req);
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
        if (!res.headersSent) res.status(502).json({ message: 'Upstream unavailable' });
      }
    }
  };
}
