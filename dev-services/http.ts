import type { IncomingMessage, ServerResponse } from 'node:http';

/** An error answer: `{ message, ...extra }` with the status. Handlers throw it; the app sends it. */
export class HttpError extends Error {
  readonly status: number;
  readonly extra: Readonly<Record<string, unknown>>;

  constructor(status: number, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.extra = extra;
  }
}

/** What a handler answers: JSON, or a text body with its content type. */
export type Reply =
  | { status: number; json: unknown; headers?: Record<string, string> }
  | { status: number; text: string; contentType: string; headers?: Record<string, string> }
  | { status: number; bytes: Buffer; contentType: string; headers?: Record<string, string> };

export function ok(json: unknown, status = 200): Reply {
  return { status, json };
}

const MAX_BODY_BYTES = 1_000_000;

/** Reads the request body as UTF-8 text (413 past `maxBytes`, default 1 MB). */
export function readBody(req: IncomingMessage, maxBytes = MAX_BODY_BYTES): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        reject(new HttpError(413, 'Request body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Parses a JSON body; an empty body is `{}`. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'Invalid JSON body');
  }
}

export function sendReply(res: ServerResponse, reply: Reply): void {
  if (res.headersSent || res.destroyed) return;
  Object.entries(reply.headers ?? {}).forEach(([name, value]) => res.setHeader(name, value));
  if ('json' in reply) {
    const body = reply.status === 204 ? '' : JSON.stringify(reply.json);
    res.writeHead(reply.status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
    res.end(body);
    return;
  }
  if ('bytes' in reply) {
    res.writeHead(reply.status, { 'Content-Type': reply.contentType, 'Content-Length': reply.bytes.length });
    res.end(reply.bytes);
    return;
  }
  res.writeHead(reply.status, { 'Content-Type': reply.contentType, 'Content-Length': Buffer.byteLength(reply.text) });
  res.end(reply.text);
}

export function errorReply(error: HttpError): Reply {
  return { status: error.status, json: { message: error.message, ...error.extra } };
}
