/**
 * Keeps the HTML Next sends for a shareable page in the rendered-page cache
 * (lib/page-cache.ts). Wraps this response's write/end (after Next's compression
 * wrapper, so the chunks are the plain HTML) and stores the body when the page
 * really went out as a 200.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { NONCE_HEADER } from '@/lib/csp';
import { observe } from '@/lib/ops/observe';
import { pageCache, splitAtNonce } from '@/lib/page-cache';

type Chunk = string | Uint8Array;

/** `key` is the one proxy.ts computed from the URL as requested (it looks pages up by it). */
export function capturePage(req: IncomingMessage, res: ServerResponse, key: string, cacheControl: string, seconds: number): void {
  const nonceHeader = req.headers[NONCE_HEADER];
  const nonce = typeof nonceHeader === 'string' ? nonceHeader : '';
  if (seconds <= 0 || nonce.length < 16) return;
  observe.pageCache('miss'); // proxy.ts found no copy of this shareable page; hits are counted from X-Page-Cache (server/ops/http-hooks.ts)
  const chunks: Buffer[] = [];
  const toBuffer = (chunk: Chunk, encoding?: BufferEncoding) => (typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk));
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((chunk: Chunk, ...rest: unknown[]) => {
    if (chunk) chunks.push(toBuffer(chunk, typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined));
    return write(chunk, ...rest);
  }) as ServerResponse['write'];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (chunk && typeof chunk !== 'function') chunks.push(toBuffer(chunk as Chunk, typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined));
    const contentType = String(res.getHeader('content-type') ?? '');
    if (res.statusCode === 200 && contentType.startsWith('text/html')) {
      const html = Buffer.concat(chunks).toString('utf8');
      const parts = html.includes('</html>') ? splitAtNonce(html, nonce) : null;
      if (parts) pageCache().set(key, { parts, cacheControl, contentType }, { ttl: seconds * 1000 });
    }
    return end(chunk, ...rest);
  }) as ServerResponse['end'];
}
