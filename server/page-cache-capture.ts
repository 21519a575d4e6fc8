/**
 * Fills the rendered-page cache (lib/page-cache.ts) with a shareable page's HTML on its key's second
 * ask (docs/adr/0020-page-cache-on-second-ask.md). Wraps write/end after Next's compression, so the
 * chunks are plain HTML, and stores only a 200.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { NONCE_HEADER } from '@/lib/csp';
import { stringBytes } from '@/lib/cache/string-bytes';
import { observe } from '@/lib/ops/observe';
import { askedBefore, pageCache, splitPage } from '@/lib/page-cache';

type Chunk = string | Uint8Array;

/** `key` is the one proxy.ts computed from the URL as requested (it looks pages up by it). */
export function capturePage(req: IncomingMessage, res: ServerResponse, key: string, cacheControl: string, seconds: number): void {
  const nonceHeader = req.headers[NONCE_HEADER];
  const nonce = typeof nonceHeader === 'string' ? nonceHeader : '';
  if (seconds <= 0 || nonce.length < 16) return;
  observe.pageCache('miss'); // proxy.ts found no copy of this shareable page; hits are counted from X-Page-Cache (server/ops/http-hooks.ts)
  if (!askedBefore(key)) return;
  // The chunks as written: Node's streams hold a written chunk unchanged until it is sent, so no copy is needed.
  const chunks: Buffer[] = [];
  const toBuffer = (chunk: Chunk, encoding?: BufferEncoding) =>
    typeof chunk === 'string'
      ? Buffer.from(chunk, encoding)
      : Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((chunk: Chunk, ...rest: unknown[]) => {
    if (chunk) chunks.push(toBuffer(chunk, typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined));
    return write(chunk, ...rest);
  }) as ServerResponse['write'];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (chunk && typeof chunk !== 'function')
      chunks.push(toBuffer(chunk as Chunk, typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined));
    const contentType = String(res.getHeader('content-type') ?? '');
    if (res.statusCode === 200 && contentType.startsWith('text/html')) {
      // One copy of the bytes and one decoding: the parts are slices of this one string.
      const body = Buffer.concat(chunks);
      const html = body.toString('utf8');
      const page = html.includes('</html>') ? splitPage(html, nonce) : null;
      if (page) {
        // The heap bytes of the parts (lib/page-cache.ts pageBytes): all ASCII (as many bytes as
        // characters) is one byte per character without a scan.
        const chars = page.parts.reduce((sum, part) => sum + part.length, 0);
        const twoByte = body.length !== html.length && stringBytes(html) > html.length;
        pageCache().set(key, { ...page, bytes: twoByte ? chars * 2 : chars, cacheControl, contentType }, { ttl: seconds * 1000 });
      }
    }
    return end(chunk, ...rest);
  }) as ServerResponse['end'];
}
