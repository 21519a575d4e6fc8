/**
 * The server side of the plain HTML forms: a same-site urlencoded POST answered with a 303 to a page of ours, or the same answer as JSON to
 * the enhanced control that asks with `Accept: application/json`; never a stack trace (docs/adr/0018-forms-first.md,
 * docs/adr/0024-one-cart-write-path.md, docs/security.md#cross-site-requests).
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { NextApiRequest, NextApiResponse } from 'next';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/locales';
import type { RequestContext } from '@/lib/request-context';
import { CACHE_CONTROL } from '@/services/cache-table';
import { header, isOwnOrigin } from '../api-handlers/same-origin';
import { serverContext } from '../server-context';
import { serverEnv } from '../env';
import { reportServerError } from '../report-server-error';
import { formPostAllowed } from './form-limits';

/** The query parameter that carries a notice to the page a form answers with (lib/notices.ts). */
const NOTICE_PARAM = 'notice';

export type FormVerdict = { ok: true } | { ok: false; status: 403 | 405 | 415; message: string };

/** Method, body type and same-site rules of a form POST. */
function formVerdict(
  req: { method?: string; headers: IncomingHttpHeaders },
  siteUrl: string | undefined = serverEnv().NEXT_PUBLIC_SITE_URL,
): FormVerdict {
  if ((req.method ?? 'GET').toUpperCase() !== 'POST') return { ok: false, status: 405, message: 'Method not allowed' };
  const type = (header(req.headers, 'content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return { ok: false, status: 415, message: 'Unsupported form encoding' };
  const fetchSite = header(req.headers, 'sec-fetch-site');
  if (fetchSite !== undefined && fetchSite.toLowerCase() !== 'same-origin')
    return { ok: false, status: 403, message: 'Cross-site form refused' };
  const origin = header(req.headers, 'origin');
  if (origin !== undefined && !isOwnOrigin(origin, header(req.headers, 'host'), siteUrl))
    return { ok: false, status: 403, message: 'Cross-site form refused' };
  return { ok: true };
}

/** A form field as one string; a repeated or missing field is undefined. */
export function field(body: unknown, name: string): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/** A repeatable field (checkboxes) as a list of strings. */
export function fields(body: unknown, name: string): string[] {
  if (!body || typeof body !== 'object') return [];
  const value = (body as Record<string, unknown>)[name];
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** A base for parsing paths only; no request ever goes to it. */
const PATH_BASE = 'http://path.invalid';
const MAX_PATH_LENGTH = 1000;
/** Backslashes (browsers read them as slashes), whitespace and control characters (the URL parser drops tabs and newlines). */
const UNSAFE_IN_TARGET = /[\\\s\p{Cc}]/u;
/** Encoded slashes and backslashes in the path (a query may carry them). */
const ENCODED_SLASH = /%(?:2f|5c)/i;

/**
 * The one check of every form's redirect target: `value` as a path on this site after the normalisation a browser applies to a `Location`
 * (dot segments, `%2e` as a dot, repeated slashes), or null. The normalised path starts with exactly one slash, so it never names another
 * host (`/..//evil.example`, `/.%2e//evil.example` and `/a/../..//evil.example` all normalise to `//evil.example` and are refused);
 * backslashes, whitespace, control characters and encoded slashes are refused before parsing.
 */
export function sameOriginPath(value: string): string | null {
  if (
    value.length === 0 ||
    value.length > MAX_PATH_LENGTH ||
    !value.startsWith('/') ||
    UNSAFE_IN_TARGET.test(value) ||
    ENCODED_SLASH.test(value.split(/[?#]/, 1)[0]!)
  )
    return null;
  let url: URL;
  try {
    url = new URL(value, PATH_BASE);
  } catch {
    return null;
  }
  if (url.origin !== PATH_BASE || url.pathname.startsWith('//')) return null;
  const path = `${url.pathname.replace(/\/{2,}/g, '/')}${url.search}${url.hash}`;
  return path.length <= MAX_PATH_LENGTH ? path : null;
}

/**
 * Where to send the shopper back: the form's `returnTo` when it is a path on this site, else the path of a same-site `Referer`, else the
 * start page of the form's locale. Never another host (both go through sameOriginPath).
 */
export function returnPath(
  body: unknown,
  headers: IncomingHttpHeaders,
  locale: Locale,
  siteUrl: string | undefined = serverEnv().NEXT_PUBLIC_SITE_URL,
): string {
  const wanted = field(body, 'returnTo');
  const fromForm = wanted === undefined ? null : sameOriginPath(wanted);
  if (fromForm) return fromForm;
  const referer = header(headers, 'referer');
  if (referer) {
    try {
      const url = new URL(referer);
      const fromReferer = isOwnOrigin(url.origin, header(headers, 'host'), siteUrl) ? sameOriginPath(`${url.pathname}${url.search}`) : null;
      if (fromReferer) return fromReferer;
    } catch {
      // not a URL: fall through
    }
  }
  return startPage(locale);
}

const startPage = (locale: Locale) => (locale === DEFAULT_LOCALE ? '/' : `/${locale}/`);

/** `path` (a same-origin path, else the start page) with `notice=<code>` (replacing an earlier one), or without any notice. */
export function withNotice(path: string, notice: string | null): string {
  const url = new URL(sameOriginPath(path) ?? '/', PATH_BASE);
  url.searchParams.delete(NOTICE_PARAM);
  if (notice) url.searchParams.set(NOTICE_PARAM, notice);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The form's locale (a hidden field), else the default. */
function formLocale(body: unknown): Locale {
  const value = field(body, 'locale');
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** The 303 of every form; a target that is not a same-origin path (sameOriginPath) becomes the start page. */
export function seeOther(res: NextApiResponse, location: string): void {
  res.setHeader('Cache-Control', CACHE_CONTROL.noStore);
  res.setHeader('Location', sameOriginPath(location) ?? '/');
  res.status(303).end();
}

/** The enhanced control's press (a `fetch` of the same form): it asks for JSON, a browser's navigation never does. */
export function wantsJson(req: { headers: IncomingHttpHeaders }): boolean {
  const accept = (header(req.headers, 'accept') ?? '').toLowerCase();
  return accept.includes('application/json') && !accept.includes('text/html');
}

/**
 * A form's answer: a 303 to `to` with the notice, or, when the press asked for JSON, the notice and `extra` as JSON with `status` (200 when
 * the press was handled, whatever its outcome, as the 303 is).
 */
export function formAnswer(
  req: { headers: IncomingHttpHeaders },
  res: NextApiResponse,
  answer: { to: string; notice: string | null; status?: number; extra?: Record<string, unknown> },
): void {
  if (!wantsJson(req)) return seeOther(res, withNotice(answer.to, answer.notice));
  res.setHeader('Cache-Control', CACHE_CONTROL.noStore);
  res.status(answer.status ?? 200).json({ notice: answer.notice, ...answer.extra });
}

type FormHandler = (req: NextApiRequest, res: NextApiResponse, ctx: RequestContext, locale: Locale) => Promise<void>;

/**
 * Wraps a form route: the rules above, the rate limit (./form-limits.ts: past it a 303 back with `Retry-After` and the notice
 * `form-rate-limited`), then the handler. A failure the handler did not turn into a notice still ends in a 303 back with the generic error
 * notice: the shopper stays in the shop.
 */
export function formRoute(handler: FormHandler) {
  return async function route(req: NextApiRequest, res: NextApiResponse): Promise<void> {
    const locale = formLocale(req.body);
    const ctx = serverContext(req, locale);
    res.setHeader('X-Request-Id', ctx.requestId);
    const verdict = formVerdict(req);
    if (!verdict.ok) {
      if (verdict.status === 405) res.setHeader('Allow', 'POST');
      res.setHeader('Cache-Control', CACHE_CONTROL.noStore);
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.status(verdict.status).end(verdict.message);
      return;
    }
    try {
      const wait = await formPostAllowed(req);
      if (wait !== null) {
        ctx.log.info({ url: req.url, retryAfter: wait }, 'form rate-limited');
        res.setHeader('Retry-After', String(wait));
        return formAnswer(req, res, { to: returnPath(req.body, req.headers, locale), notice: 'form-rate-limited', status: 429 });
      }
      await handler(req, res, ctx, locale);
    } catch (error) {
      ctx.log.error({ err: error instanceof Error ? error.message : String(error), url: req.url }, 'form route failed');
      void reportServerError(error, { context: `form ${req.url ?? ''}`, url: req.url, requestId: ctx.requestId });
      if (!res.headersSent) formAnswer(req, res, { to: returnPath(req.body, req.headers, locale), notice: 'error', status: 500 });
    }
  };
}
