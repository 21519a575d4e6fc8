import type { IncomingMessage } from 'node:http';
import { serverEnv } from './env';

/**
 * The client's IP for rate limits. X-Forwarded-For is trusted only for the number of proxies in front of the app (TRUST_PROXY_HOPS, default
 * 0): the client is the entry that many places from the right, so a client cannot pick its own bucket by sending the header itself.
 */
export function clientIp(req: Pick<IncomingMessage, 'headers' | 'socket'>, hops = serverEnv().TRUST_PROXY_HOPS): string {
  const socketIp = req.socket?.remoteAddress ?? 'unknown';
  if (!Number.isInteger(hops) || hops <= 0) return socketIp;
  const header = req.headers['x-forwarded-for'];
  const list = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return list[list.length - hops] ?? socketIp;
}
