import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { createContext, header } from './context';
import { applyFault } from './faults';
import { errorReply, HttpError, sendReply } from './http';
import type { Reply } from './http';
import { LOCALES } from './lib/locale';
import { createTimerSet } from './lib/sleep';
import { requestKey } from './request-counts';
import { matchRoute } from './router';
import { ROUTES } from './routes';
import { warmSearch } from './search/search-index';
import { getCatalog } from './seed/catalog';
import { createState } from './state';
import type { ServiceState } from './state';

export interface DevServicesOptions {
  /** 0 picks a free port. Default: DEV_SERVICES_PORT or 4010. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Base of absolute image URLs. Default: DEV_SERVICES_PUBLIC_URL or http://127.0.0.1:<port>. */
  publicUrl?: string;
  /** One stdout line per request. Default: DEV_SERVICES_LOG === '1'. */
  log?: boolean;
}

export interface DevServices {
  /** http://127.0.0.1:<port> (no trailing slash). */
  url: string;
  port: number;
  /** The in-memory state (carts, orders, stock, faults), for tests. */
  state: ServiceState;
  close(): Promise<void>;
}

/** The request URL with runs of slashes collapsed, so `//cart` is not read as a host. */
function parseUrl(raw: string | undefined): URL | undefined {
  try {
    return new URL(`/${(raw ?? '/').replace(/^\/+/, '').replace(/\/{2,}/g, '/')}`, 'http://dev-services.local');
  } catch {
    return undefined;
  }
}

const PURCHASE_WRITE = /^(POST|PUT|DELETE) \/(cart\/v2\/|checkout\/v2\/|order\/v1\/place$)/;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/** The stored-answer key of a purchase write that carries a well-formed `Idempotency-Key`, else undefined. */
function idempotencyKeyOf(req: IncomingMessage, method: string, path: string): string | undefined {
  const key = header(req, 'idempotency-key');
  if (!key || !IDEMPOTENCY_KEY.test(key) || !PURCHASE_WRITE.test(`${method} ${path}`)) return undefined;
  return `${method} ${path} ${header(req, 'userid') ?? ''} ${key}`;
}

function remember(store: Map<string, Reply>, key: string, reply: Reply): void {
  if (store.size >= 10_000) store.delete(store.keys().next().value as string);
  store.set(key, reply);
}

/** Starts the shop and purchase services on one port. */
export async function startDevServices(options: DevServicesOptions = {}): Promise<DevServices> {
  const catalog = getCatalog();
  warmSearch(catalog, LOCALES);
  const state = createState(catalog);
  const timers = createTimerSet();
  const log = options.log ?? process.env.DEV_SERVICES_LOG === '1';
  let publicUrl = '';

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.setHeader('X-Request-Id', header(req, 'x-request-id') ?? randomUUID());
    const method = (req.method ?? 'GET').toUpperCase();
    const url = parseUrl(req.url);
    if (!url) return sendReply(res, errorReply(new HttpError(400, 'Malformed URL')));
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    let answerDelayMs = 0;
    if (!path.startsWith('/__control/')) {
      state.requests.add(requestKey(method, `${path}${url.search}`, header(req, 'x-market'), header(req, 'x-locale')));
      const fault = state.faults.take(method, path);
      if (fault && (await applyFault(fault, req, res, timers))) return;
      answerDelayMs = fault?.spec.answerDelayMs ?? 0;
    }
    const match = matchRoute(ROUTES, method, path);
    if (match.kind === 'not-found') return sendReply(res, errorReply(new HttpError(404, `Not found: ${method} ${path}`)));
    if (match.kind === 'method-not-allowed') {
      return sendReply(res, {
        status: 405,
        json: { message: `Method ${method} not allowed on ${path}` },
        headers: { Allow: match.allowed.join(', ') },
      });
    }
    const ctx = createContext(req, url, match.params, state, publicUrl);
    // A purchase write with an Idempotency-Key is applied once: a repeat with the same key (the app's
    // retry after a timeout or a dropped connection) gets the first answer and changes nothing.
    const idempotencyKey = idempotencyKeyOf(req, method, path);
    const replayed = idempotencyKey ? state.idempotent.get(idempotencyKey) : undefined;
    let reply: Reply;
    if (replayed) reply = { ...replayed, headers: { ...replayed.headers, 'Idempotent-Replayed': 'true' } };
    else {
      try {
        reply = await match.handler({ ...ctx, path });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        reply = errorReply(error);
      }
      if (idempotencyKey && reply.status < 500) remember(state.idempotent, idempotencyKey, reply);
    }
    if (answerDelayMs > 0) {
      await timers.sleep(answerDelayMs);
      if (req.socket.destroyed) return;
    }
    sendReply(res, reply);
  }

  const server = createServer((req, res) => {
    const started = process.hrtime.bigint();
    if (log) {
      res.on('close', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        process.stdout.write(`${req.method ?? '?'} ${req.url ?? ''} ${res.headersSent ? res.statusCode : 'dropped'} ${ms.toFixed(1)}ms\n`);
      });
    }
    handle(req, res).catch((error: unknown) => {
      if (error instanceof HttpError) return sendReply(res, errorReply(error));
      process.stderr.write(
        `dev-services: ${req.method ?? '?'} ${req.url ?? ''} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      sendReply(res, { status: 500, json: { message: 'Internal error in dev-services' } });
    });
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });

  const port = options.port ?? Number(process.env.DEV_SERVICES_PORT ?? 4010);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${address.port}`;
  publicUrl = (options.publicUrl ?? process.env.DEV_SERVICES_PUBLIC_URL ?? url).replace(/\/+$/, '');

  return {
    url,
    port: address.port,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        timers.clearAll();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
