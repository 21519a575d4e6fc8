/**
 * Rate limits of the plain forms, shared by every instance through server/rate-limit.ts: posts per shopper and per IP, and rebate codes per
 * cart and IP so wrong codes cannot be guessed (docs/security.md#rate-limits).
 */
import type { IncomingMessage } from 'node:http';
import { clientIp } from '../client-ip';
import { serverEnv } from '../env';
import { createRateLimit, type TakeRequest } from '../rate-limit';
import { sharedCache } from '../services';
import { requestCookies } from '../server-context';

/** The defaults; FORM_POSTS_PER_MINUTE_SHOPPER, FORM_POSTS_PER_MINUTE_IP and REBATE_ATTEMPTS_PER_WINDOW set them (server/env.ts). */
export const FORM_POSTS_PER_MINUTE = { shopper: 30, ip: 120 } as const;
export const REBATE_ATTEMPTS = { limit: 10, windowMs: 10 * 60_000 } as const;

type Limits = Record<'shopper' | 'ip' | 'rebateCart' | 'rebateIp', TakeRequest>;

/** One set per process, on `globalThis` (Next bundles each form route apart; the consent and cart forms share the limits). */
const processWide = globalThis as { nordfyndFormLimits?: Limits };

function formLimits(): Limits {
  const cache = sharedCache();
  const env = serverEnv();
  const rebates = env.REBATE_ATTEMPTS_PER_WINDOW;
  processWide.nordfyndFormLimits ??= {
    shopper: createRateLimit({ cache, limit: env.FORM_POSTS_PER_MINUTE_SHOPPER, windowMs: 60_000, name: 'form-shopper' }),
    ip: createRateLimit({ cache, limit: env.FORM_POSTS_PER_MINUTE_IP, windowMs: 60_000, name: 'form-ip' }),
    rebateCart: createRateLimit({ cache, limit: rebates, windowMs: REBATE_ATTEMPTS.windowMs, name: 'rebate-cart' }),
    rebateIp: createRateLimit({ cache, limit: rebates, windowMs: REBATE_ATTEMPTS.windowMs, name: 'rebate-ip' }),
  };
  return processWide.nordfyndFormLimits;
}

const longest = (waits: (number | null)[]) => (waits.some((w) => w !== null) ? Math.max(...waits.map((w) => w ?? 0)) : null);

type Client = Pick<IncomingMessage, 'headers' | 'socket'>;

/** Takes one form POST for this shopper and IP: null when allowed, else the seconds to wait. */
export async function formPostAllowed(req: Client): Promise<number | null> {
  const ip = clientIp(req);
  const userId = requestCookies(req).userId ?? '-';
  const { shopper, ip: perIp } = formLimits();
  return longest(await Promise.all([shopper(`${userId}@${ip}`), perIp(ip)]));
}

/** Takes one rebate code asked about for this cart and IP: null when allowed, else the seconds to wait. */
export async function rebateAttempt(req: Client, cartId: string): Promise<number | null> {
  const { rebateCart, rebateIp } = formLimits();
  return longest(await Promise.all([rebateCart(cartId), rebateIp(clientIp(req))]));
}
