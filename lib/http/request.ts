/**
 * The typed fetch wrapper: docs/spec.md §7 headers, a 10 s timeout, the docs/spec.md §8 status mapping and log levels, and schema
 * validation of the response body. It throws exactly one kind of error, HttpError; it never shows anything to the shopper nor redirects by
 * itself (the caller decides).
 */
import { observe } from '../ops/observe';
import type { RequestContext } from '../request-context';
import { HttpError, errorFromException, kindOfStatus, logLevelOf, safeRedirectLocation } from './errors';
import { contextHeaders } from './headers';
import { sanitizeErrorCode, sanitizeUpstreamMessage } from './upstream-message';
import type { Validator } from './validator';

export const REQUEST_TIMEOUT_MS = 10_000;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as `application/x-www-form-urlencoded` instead of `body` (the browser's press of a form, server/forms/form-post.ts). */
  form?: URLSearchParams;
  headers?: Record<string, string>;
  /** Validates the JSON body; a mismatch is an 'invalid-response' error (see validator.ts). */
  validate: Validator<T>;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** The server's message (and code, when it sends one) from an error body, sanitised (upstream-message.ts). */
async function readErrorBody(response: Response): Promise<{ message: string; code?: string }> {
  const text = await response.text().catch(() => '');
  const type = response.headers.get('content-type');
  try {
    const parsed = JSON.parse(text) as { message?: unknown; code?: unknown } | null;
    if (parsed && typeof parsed === 'object' && typeof parsed.message === 'string') {
      return {
        message: sanitizeUpstreamMessage(parsed.message, response.status),
        code: typeof parsed.code === 'string' ? sanitizeErrorCode(parsed.code) : undefined,
      };
    }
  } catch {
    // Not JSON: docs/spec.md §8 says the text itself is the message (unless it is markup).
  }
  return { message: sanitizeUpstreamMessage(text.slice(0, 2000) || response.statusText, response.status, type) };
}

async function toResult<T>(response: Response, url: string, validate: Validator<T>, ctx: RequestContext): Promise<T> {
  const { status } = response;
  if (response.type === 'opaqueredirect' || (status >= 300 && status < 400)) {
    const origin = new URL(ctx.referrerBaseUrl || 'http://localhost').origin;
    const location = safeRedirectLocation(response.headers.get('location'), origin);
    throw new HttpError({ kind: 'redirect', status: status || 302, message: `Redirect to ${location}`, location, url });
  }
  if (!response.ok) {
    const body = await readErrorBody(response);
    throw new HttpError({ kind: kindOfStatus(status), status, message: body.message, code: body.code, url });
  }
  let json: unknown;
  try {
    json = status === 204 ? {} : await response.json();
  } catch {
    throw new HttpError({ kind: 'invalid-response', status, message: 'Response is not JSON', url });
  }
  const parsed = validate(json);
  if (!parsed.ok) {
    throw new HttpError({ kind: 'invalid-response', status, message: `Unexpected response: ${parsed.error.slice(0, 300)}`, url });
  }
  return parsed.value;
}

/** Calls an upstream and returns its validated JSON body, or throws an HttpError. */
export async function request<T>(url: string, ctx: RequestContext, options: RequestOptions<T>): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  const started = Date.now();
  const method = options.method ?? 'GET';
  try {
    const response = await fetch(url, {
      method,
      headers: {
        ...contextHeaders(ctx),
        ...(options.form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
        ...options.headers,
      },
      body: options.form ? options.form.toString() : options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
      redirect: 'manual',
      cache: 'no-store',
    });
    const result = await toResult(response, url, options.validate, ctx);
    observe.upstream(url, method, started);
    return result;
  } catch (raw) {
    const error = errorFromException(raw, url, timedOut);
    const { kind, status, code } = error;
    observe.upstream(url, method, started, kind);
    const level = logLevelOf(kind);
    const facts = { url, method, kind, status, code, ms: Date.now() - started, requestId: ctx.requestId };
    if (level) ctx.log[level](facts, `upstream ${kind}: ${error.message}`);
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

/** Joins a base URL from configuration with an endpoint path. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
