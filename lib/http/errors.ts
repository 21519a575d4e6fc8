/**
 * Errors are values with a kind (docs/conventions.md §2). Every failure of an upstream call becomes one HttpError; the docs/spec.md §8
 * status mapping lives in `kindOfStatus`, and nothing else decides what a status means.
 */
export type HttpErrorKind =
  'redirect' | 'bad-request' | 'not-found' | 'conflict' | 'bad-gateway' | 'network' | 'timeout' | 'aborted' | 'http' | 'invalid-response';

export interface HttpErrorInit {
  kind: HttpErrorKind;
  status?: number;
  message: string;
  /** Same-site path to go to, for kind 'redirect'. */
  location?: string;
  /** Low-level cause code: ECONNREFUSED, ECONNRESET, ETIMEDOUT... */
  code?: string;
  url?: string;
}

export class HttpError extends Error {
  readonly kind: HttpErrorKind;
  readonly status: number | undefined;
  readonly location: string | undefined;
  readonly code: string | undefined;
  readonly url: string | undefined;

  constructor(init: HttpErrorInit) {
    super(init.message);
    this.name = 'HttpError';
    this.kind = init.kind;
    this.status = init.status;
    this.location = init.location;
    this.code = init.code;
    this.url = init.url;
  }

  /** Whether calling again may succeed: transport failures and gateway errors. */
  get retryable(): boolean {
    return ['network', 'timeout', 'bad-gateway'].includes(this.kind) || (this.kind === 'http' && (this.status ?? 0) >= 500);
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/** docs/spec.md §8: the status mapping. 2xx never reaches here. */
export function kindOfStatus(status: number): HttpErrorKind {
  switch (status) {
    case 302:
    case 307:
    case 308:
      return 'redirect';
    case 400:
      return 'bad-request';
    case 404:
      return 'not-found';
    case 409:
      return 'conflict';
    case 502:
      return 'bad-gateway';
    default:
      return 'http';
  }
}

/** docs/spec.md §8: expected errors log at debug, aborted ones not at all, the rest at error. */
export function logLevelOf(kind: HttpErrorKind): 'debug' | 'error' | null {
  switch (kind) {
    case 'redirect':
    case 'not-found':
    case 'bad-request':
    case 'conflict':
      return 'debug';
    case 'aborted':
      return null;
    case 'bad-gateway':
    case 'network':
    case 'timeout':
    case 'http':
    case 'invalid-response':
      return 'error';
  }
}

/** A redirect is honoured only to a same-site path ("/x/y"; never "//evil.example" or another origin's URL); anything else becomes "/". */
export function safeRedirectLocation(location: string | null | undefined, siteOrigin?: string): string {
  if (!location) return '/';
  if (location.startsWith('/') && !location.startsWith('//') && !location.startsWith('/\\')) return location;
  if (siteOrigin) {
    try {
      const url = new URL(location);
      if (url.origin === siteOrigin) return `${url.pathname}${url.search}`;
    } catch {
      return '/';
    }
  }
  return '/';
}

/** Low-level codes of a failed connection (Node and undici): the upstream could not be reached. */
const TRANSPORT_ERROR_CODES = [
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'ETIMEDOUT',
] as const;

export function isTransportErrorCode(code: string | undefined): boolean {
  return code !== undefined && (TRANSPORT_ERROR_CODES as readonly string[]).includes(code);
}

function causeCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Turns what fetch threw into an HttpError: timeout, caller abort, or network failure. */
export function errorFromException(error: unknown, url: string, timedOut: boolean): HttpError {
  if (isHttpError(error)) return error;
  const name = (error as { name?: unknown } | null)?.name;
  const message = error instanceof Error ? error.message : String(error);
  if (timedOut) return new HttpError({ kind: 'timeout', message: 'Request timed out', code: 'ETIMEDOUT', url });
  if (name === 'AbortError') return new HttpError({ kind: 'aborted', message: 'Request aborted', url });
  const code = causeCode(error);
  if (code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'ETIMEDOUT') {
    return new HttpError({ kind: 'timeout', message, code, url });
  }
  // Anything else fetch throws (TypeError "Failed to fetch", a transport code, …) is a network failure.
  return new HttpError({ kind: 'network', message, code, url });
}

/** docs/spec.md §5: a cancelled or aborted request is no error worth reporting (the shopper left, or a newer request replaced it). */
export function isCancellation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, kind } = error as { name?: unknown; kind?: unknown };
  return kind === 'aborted' || name === 'AbortError' || name === 'CanceledError';
}
