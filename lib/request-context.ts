import type { Logger } from './logger';
import type { Locale, Market } from './locales';

/**
 * What every upstream call needs to know about the request it serves: the docs/spec.md §7 headers and where to log. Built once per page in
 * the browser; on the server it is part of the one request context (server/server-context.ts ServerRequestContext, which adds the request's
 * cookies and nonce), built once per request.
 */
export interface RequestContext {
  requestId: string;
  locale: Locale;
  market: Market;
  /** Base URL of the site the shopper is on, sent as the referrer base URL header. */
  referrerBaseUrl: string;
  /** Deployment environment: development, test, staging, production. */
  environment: string;
  log: Logger;
  /** Server only: the optional parts of the page that failed and fell back (the response is then not shared). */
  fallbacks?: string[];
}
