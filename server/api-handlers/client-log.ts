/**
 * POST /api/log/: browser log lines into the server's JSON log. Cross-site posts are a 403 before anything is counted, so no page can forge
 * lines or drain a shopper's quota; rules in server/log/client-log.ts (docs/consent-tracking-flags.md#logging).
 */
import type { NextApiRequest } from 'next';
import { ApiError, apiRoute } from './handler';
import { readCappedBody } from './read-body';
import { buildId } from '@/server/build-id';
import { clientIp } from '@/server/client-ip';
import { cleanString, MAX_BODY_BYTES, parseClientLog } from '@/server/log/client-log';
import { createTokenBuckets } from '@/server/log/token-bucket';
import { CACHE_CONTROL } from '@/services/cache-table';

const limiter = createTokenBuckets({ capacity: 30, windowMs: 60_000 });

/** A log line is small and sent at once: a body that trickles is given up quickly. */
const BODY_LIMITS = {
  limit: MAX_BODY_BYTES,
  idleMs: 5_000,
  deadlineMs: 10_000,
  tooLarge: 'Log line too large',
  tooSlow: 'Log line too slow',
};

async function readBody(req: NextApiRequest): Promise<unknown> {
  const bytes = await readCappedBody(req, BODY_LIMITS);
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new ApiError(400, 'Body is not JSON');
  }
}

export const clientLogRoute = apiRoute(
  ['POST'],
  async (req, res, ctx) => {
    res.setHeader('Cache-Control', CACHE_CONTROL.noStore);
    const ip = clientIp(req);
    if (!limiter.take(ip))
      throw new ApiError(429, 'Too many log lines', { 'Retry-After': String(Math.max(1, limiter.retryAfterSeconds(ip))) });
    const parsed = parseClientLog(await readBody(req));
    if (!parsed.ok) throw new ApiError(400, parsed.error);
    const userAgent = cleanString(String(req.headers['user-agent'] ?? ''), 300);
    ctx.log[parsed.level]({ source: 'browser', buildId: buildId(), userAgent, client: parsed.data }, cleanString(parsed.message, 200));
    res.status(204).end();
  },
  { sameOriginJson: true },
);
