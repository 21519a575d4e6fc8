/**
 * Per-request operations hooks (public health paths, request metrics, drain behaviour), on
 * `http.Server.prototype.emit`, the one place every request of `next start` passes through (docs/operations.md).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { methodLabel, routeKey, statusClass } from './route-key';

export interface HttpHookOptions {
  /** Counts a finished request. */
  onRequest(route: string, method: string, statusClass: string, seconds: number, pageCacheHit: boolean): void;
  inFlight: { inc(): void; dec(): void };
  /** True when ready (memoized by the caller; at most one check per second). */
  ready(): Promise<boolean>;
  draining(): boolean;
  /** While draining, close the connection of a GET or HEAD without an answer (DRAIN_REFUSE_GET). */
  refuseGetWhileDraining?: boolean;
  /** Called for each request refused that way. */
  onRefused?: () => void;
  /** Servers whose requests are not the shop's (the metrics server). */
  ignore: WeakSet<Server>;
}

/** Servers that answered shop requests (the drain closes them). */
export const appServers = new Set<Server>();

const HEALTH_PREFIX = '/__health/';

function answer(res: ServerResponse, status: number, text: string, head: boolean): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(head ? undefined : text);
}

/** Answers a health path; false for any other request. */
export function answerHealth(req: IncomingMessage, res: ServerResponse, options: Pick<HttpHookOptions, 'ready' | 'draining'>): boolean {
  const url = req.url ?? '';
  if (!url.startsWith(HEALTH_PREFIX)) return false;
  const path = url.slice(HEALTH_PREFIX.length).split('?')[0];
  const head = req.method === 'HEAD';
  if (req.method !== 'GET' && !head) {
    res.setHeader('Allow', 'GET, HEAD');
    answer(res, 405, 'method not allowed\n', head);
  } else if (path === 'live') {
    answer(res, 200, 'ok\n', head);
  } else if (path === 'ready') {
    void options.ready().then(
      (ready) => answer(res, ready ? 200 : 503, ready ? 'ready\n' : options.draining() ? 'draining\n' : 'not ready\n', head),
      () => answer(res, 503, 'not ready\n', head),
    );
  } else {
    answer(res, 404, 'not found\n', head);
  }
  return true;
}

/**
 * While draining (and only when asked): closes a GET or HEAD to anything but a health path unanswered
 * and returns true, so nginx retries it elsewhere and leaves this instance out while its port closes.
 * A POST is always answered: nginx never sends one twice (docs/deployment-and-scale.md#rolling-restarts-without-a-reload).
 */
export function refuseWhileDraining(
  req: IncomingMessage,
  options: Pick<HttpHookOptions, 'draining' | 'refuseGetWhileDraining' | 'onRefused'>,
): boolean {
  if (!options.refuseGetWhileDraining || !options.draining()) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if ((req.url ?? '').startsWith(HEALTH_PREFIX)) return false;
  req.socket.destroy();
  options.onRefused?.();
  return true;
}

/** Wraps one request: in-flight, timing and labels when the response closes. */
export function trackRequest(req: IncomingMessage, res: ServerResponse, options: HttpHookOptions): void {
  const started = process.hrtime.bigint();
  options.inFlight.inc();
  if (options.draining()) res.setHeader('Connection', 'close');
  res.once('close', () => {
    options.inFlight.dec();
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const status = res.headersSent ? res.statusCode : 0;
    const hit = res.getHeader('x-page-cache') === 'HIT';
    options.onRequest(routeKey(req.url, status), methodLabel(req.method), status ? statusClass(status) : 'aborted', seconds, hit);
  });
}

/** Puts `handle` in front of every request of this process's HTTP servers (Next's included); it returns true when it answered. */
export async function onEveryRequest(handle: (server: Server, req: IncomingMessage, res: ServerResponse) => boolean): Promise<void> {
  const http = await import('node:http');
  const proto = http.Server.prototype as unknown as { emit: (event: string | symbol, ...args: unknown[]) => boolean };
  const emit = proto.emit;
  proto.emit = function hookedEmit(this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request' && handle(this, args[0] as IncomingMessage, args[1] as ServerResponse)) return true;
    return emit.call(this, event, ...args);
  };
}

let installed = false;

export async function installHttpHooks(options: HttpHookOptions): Promise<void> {
  if (installed) return;
  installed = true;
  await onEveryRequest((server, req, res) => {
    if (options.ignore.has(server)) return false;
    appServers.add(server);
    try {
      if (refuseWhileDraining(req, options)) return true;
      trackRequest(req, res, options);
      return answerHealth(req, res, options);
    } catch {
      return false; // Metrics never fail a request.
    }
  });
}
