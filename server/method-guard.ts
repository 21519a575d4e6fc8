/**
 * Requests Next would answer badly, answered first from the Node server itself (installed by
 * instrumentation.ts), with the security headers of every response (lib/security-headers.js):
 *
 * - TRACE and TRACK cannot become a web `Request` (the fetch standard forbids them), so Next fails
 *   with a 500 and a stack trace in the log while building the request for proxy.ts, before any of
 *   our code runs: 405. Every other unknown method reaches proxy.ts, which answers 405 for pages;
 *   API routes answer 405 in server/api-handlers/handler.ts.
 * - A path with malformed percent-encoding (`/produkt/%E0%A4%A/`, `/kategori/%FF/`): Next renders its
 *   400 page (pages/_error.tsx, in the shopper's language) before proxy.ts and next.config.js's headers
 *   run, so it went out without CSP, nosniff, Referrer-Policy…; here the request gets a page nonce
 *   (proxy.ts pageNonce, which _document puts on the page's scripts and styles) and the response the
 *   page's headers with that nonce's CSP, then Next renders it.
 * - `/_next/image` asked to optimise a path of ours that is not an image file (`?url=/__health/ready`,
 *   a page): Next fetched it and failed with a 500; here it is a 400.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { EDGE_NONCE_HEADER, NONCE_HEADER } from '@/lib/csp';
import { securityHeaders } from '@/lib/security-headers.js';
import { GUARD_TOKEN_HEADER, guardToken, pageCsp, pageNonce } from '@/proxy';
import { CACHE_CONTROL } from '@/services/cache-table';
import { serverEnv } from './env';

function headerFloor(): Record<string, string> {
  return Object.fromEntries(securityHeaders({ siteUrl: serverEnv().NEXT_PUBLIC_SITE_URL }).map(({ key, value }) => [key, value]));
}

/** Whether every percent sign of the path starts a valid UTF-8 escape (what Next's router decodes). */
function hasMalformedEncoding(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  if (!path.includes('%')) return false;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

const IMAGE_FILE = /\.(?:avif|gif|ico|jpe?g|png|svg|webp)$/i;

/** `/_next/image?url=<path of ours>` where the path is not an image file. */
function asksImageOfNonImage(url: string): boolean {
  if (!url.startsWith('/_next/image')) return false;
  let target: string | null;
  try {
    target = new URL(url, 'http://x').searchParams.get('url');
  } catch {
    return false;
  }
  if (!target?.startsWith('/') || target.startsWith('//')) return false;
  const path = target.split(/[?#]/, 1)[0] ?? '';
  return !IMAGE_FILE.test(path) || path.startsWith('/__health/');
}

/** The headers of a page, with a fresh nonce (or the edge's placeholder) for Next's own 400 page. */
function preparePageAnswer(req: IncomingMessage, res: ServerResponse): void {
  const edge = req.headers[EDGE_NONCE_HEADER];
  const nonce = pageNonce(Array.isArray(edge) ? edge[0] : edge);
  req.headers[NONCE_HEADER] = nonce;
  // proxy.ts renders with this nonce: the token says the guard set it, not the client.
  req.headers[GUARD_TOKEN_HEADER] = guardToken();
  for (const [name, value] of Object.entries(headerFloor())) res.setHeader(name, value);
  res.setHeader('content-security-policy', pageCsp(nonce));
  res.setHeader('Cache-Control', CACHE_CONTROL.noStore);
}

function answerNotAnImage(req: Pick<IncomingMessage, 'method'>, res: ServerResponse): void {
  const text = 'The url parameter is not an image.\n';
  res.writeHead(400, {
    ...headerFloor(),
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': CACHE_CONTROL.noStore,
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(req.method === 'HEAD' ? undefined : text);
}

/** Answers a request Next would answer badly and returns true; false lets the request through (prepared, for a malformed path). */
function guardRequest(req: IncomingMessage, res: ServerResponse): boolean {
  if (refuseForbiddenMethod(req, res)) return true;
  const url = req.url ?? '/';
  if (hasMalformedEncoding(url)) {
    preparePageAnswer(req, res);
    return false;
  }
  if (asksImageOfNonImage(url)) {
    answerNotAnImage(req, res);
    return true;
  }
  return false;
}

/** Methods the fetch standard refuses to represent (CONNECT never reaches a request handler). */
const FORBIDDEN_METHODS = new Set(['TRACE', 'TRACK']);

/** Answers a forbidden method with 405 and returns true; false lets the request through. */
function refuseForbiddenMethod(req: Pick<IncomingMessage, 'method' | 'url'>, res: ServerResponse): boolean {
  if (!FORBIDDEN_METHODS.has((req.method ?? '').toUpperCase())) return false;
  const api = (req.url ?? '').startsWith('/api/');
  // Pages and files answer GET and HEAD; an API route has its own list, unknown here, so none is claimed.
  res.writeHead(405, {
    ...(api ? {} : { Allow: 'GET, HEAD' }),
    'Content-Length': '0',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': CACHE_CONTROL.noStore,
  });
  res.end();
  return true;
}

let installed = false;

/** Puts the guards in front of every request of this process's HTTP servers (Next's included). */
export async function installMethodGuard(): Promise<void> {
  if (installed) return;
  installed = true;
  const http = await import('node:http');
  const proto = http.Server.prototype as unknown as { emit: (event: string | symbol, ...args: unknown[]) => boolean };
  const emit = proto.emit;
  proto.emit = function guardedEmit(this: unknown, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request' && guardRequest(args[0] as IncomingMessage, args[1] as ServerResponse)) return true;
    return emit.call(this, event, ...args);
  };
}
