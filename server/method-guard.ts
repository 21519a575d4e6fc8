/**
 * TRACE and TRACK cannot become a web `Request` (the fetch standard forbids
 * them), so Next fails with a 500 and a stack trace in the log while building
 * the request for proxy.ts, before any of our code runs. This guard answers
 * them with 405 first, from the Node server itself (installed by
 * instrumentation.ts). Every other unknown method reaches proxy.ts, which
 * answers 405 for pages; API routes answer 405 in server/api-handlers/handler.ts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CACHE_CONTROL } from '@/services/cache-table';

/** Methods the fetch standard refuses to represent (CONNECT never reaches a request handler). */
const FORBIDDEN_METHODS = new Set(['TRACE', 'TRACK']);

/** Answers a forbidden method with 405 and returns true; false lets the request through. */
function refuseForbiddenMethod(req: Pick<IncomingMessage, 'method' | 'url'>, res: ServerResponse): boolean {
  if (!FORBIDDEN_METHODS.has((req.method ?? '').toUpperCase())) return false;
  const api = (req.url ?? '').startsWith('/api/');
  // Pages and files answer GET and HEAD; an API route has its own list, unknown here, so none is claimed.
  res.writeHead(405, { ...(api ? {} : { Allow: 'GET, HEAD' }), 'Content-Length': '0', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': CACHE_CONTROL.noStore });
  res.end();
  return true;
}

let installed = false;

/** Puts the guard in front of every request of this process's HTTP servers (Next's included). */
export async function installMethodGuard(): Promise<void> {
  if (installed) return;
  installed = true;
  const http = await import('node:http');
  const proto = http.Server.prototype as unknown as { emit: (event: string | symbol, ...args: unknown[]) => boolean };
  const emit = proto.emit;
  proto.emit = function guardedEmit(this: unknown, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request' && refuseForbiddenMethod(args[0] as IncomingMessage, args[1] as ServerResponse)) return true;
    return emit.call(this, event, ...args);
  };
}
