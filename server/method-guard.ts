/**
 * Answers, before Next, the requests Next would answer badly (TRACE, malformed percent-encoding, `/_next/image` of a
 * non-image path), with every security header (docs/security.md#headers).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { EDGE_NONCE_HEADER, NONCE_HEADER } from '@/lib/csp';
import { securityHeaders } from '@/lib/security-headers.js';
import { GUARD_TOKEN_HEADER, guardToken, pageCsp, pageNonce } from '@/proxy';
import { CACHE_CONTROL } from '@/services/cache-table';
import { header } from './api-handlers/same-origin';
import { onEveryRequest } from './ops/http-hooks';
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
  const nonce = pageNonce(header(req.headers, EDGE_NONCE_HEADER));
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
  await onEveryRequest((_, req, res) => guardRequest(req, res));
}
