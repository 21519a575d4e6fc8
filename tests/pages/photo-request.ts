import { Readable } from 'node:stream';
import type { NextApiRequest } from 'next';

const MB = 1024 * 1024;

/**
 * A POST /api/dyo/photos/ request as Node gives it to the route: a readable stream of the body
 * (the route reads it itself; Next's body parser is off), same-origin, from `ip`, in 1 MB chunks
 * as a socket delivers a large body. `body` 'stalls' sends 1 kB and then nothing, never ending;
 * 'endless' sends 1 MB chunks for ever; 'trickles' sends a byte every 10 ms for 2 s. `pulled`
 * counts the chunks the stream was asked for.
 */
export function photoRequest(
  body: Buffer | 'stalls' | 'endless' | 'trickles',
  headers: Record<string, string>,
  ip: string,
): NextApiRequest & { pulled: () => number } {
  let pulled = 0;
  const stream = new Readable({
    highWaterMark: MB,
    read() {
      pulled += 1;
      if (body === 'stalls') {
        if (pulled === 1) this.push(Buffer.alloc(1024));
      } else if (body === 'endless') {
        this.push(Buffer.alloc(MB));
      } else if (body === 'trickles') {
        // 200 bytes over 2 s, then the end: long enough to pass a short deadline, short enough to let Jest exit.
        setTimeout(() => this.push(pulled <= 200 ? Buffer.alloc(1) : null), 10);
      } else {
        const at = (pulled - 1) * MB;
        this.push(at < body.length ? body.subarray(at, at + MB) : null);
      }
    },
  });
  const length = Buffer.isBuffer(body) ? { 'content-length': String(body.length) } : {};
  Object.assign(stream, {
    method: 'POST',
    url: '/api/dyo/photos/',
    query: {},
    headers: { 'content-type': 'image/jpeg', ...length, ...headers },
    socket: { remoteAddress: ip },
    pulled: () => pulled,
  });
  return stream as unknown as NextApiRequest & { pulled: () => number };
}
