/**
 * POST /api/log/: log lines from the browser (browser/beacon-logger.ts) into
 * the server's structured JSON log, with the build id and user agent added
 * here. Rules (server/log/client-log.ts): levels info, warn and error;
 * at most 16 KiB (413); 30 lines a minute per client IP (429); anything else
 * malformed is a 400 with a JSON error. 204 on success. Cross-site posts are a
 * 403 before anything is counted (server/api-handlers/same-origin.ts): a forged log line
 * or a page draining the shopper's 30 lines is refused.
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
