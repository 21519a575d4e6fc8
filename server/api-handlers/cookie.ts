import { z } from 'zod';
import { COOKIES, cookieKeyOfName, isValidCookieValue, serializeCookie } from '@/lib/cookies';
import { ApiError, apiRoute } from './handler';
import { isHttpsSite } from '@/server/env';
import { CACHE_CONTROL } from '@/services/cache-table';

const bodySchema = z.object({ name: z.string().max(32), value: z.string().max(1024), expirationDays: z.number().int().min(1).max(365) });

/**
 * PUT /api/cookie/: sets one of the product's own long-lived cookies (docs/spec.md §9). Only known names, values of their shape and 1–365
 * days, never longer than the cookie's own lifetime; anything else is a 400 and sets nothing. Only from our own pages, with a JSON body
 * (server/api-handlers/same-origin.ts).
 */
export const cookieRoute = apiRoute(
  ['PUT'],
  async (req, res) => {
    const body = bodySchema.safeParse(req.body);
    if (!body.success) throw new ApiError(400, 'Invalid cookie request');
    const key = cookieKeyOfName(body.data.name);
    if (!key) throw new ApiError(400, 'Unknown cookie name');
    if (!isValidCookieValue(key, body.data.value)) throw new ApiError(400, 'Invalid cookie value');
    if (body.data.expirationDays > COOKIES[key].days) throw new ApiError(400, 'Expiration too long for this cookie');
    res.setHeader(
      'Set-Cookie',
      serializeCookie(body.data.name, body.data.value, { days: body.data.expirationDays, secure: isHttpsSite() }),
    );
    res.setHeader('Cache-Control', CACHE_CONTROL.noStore);
    res.status(200).json({ ok: true });
  },
  { sameOriginJson: true },
);
