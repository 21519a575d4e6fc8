/**
 * POST /api/contact/: the contact forms' JSON route, same-origin only. Attempts are limited before validation and valid messages again
 * (server/contact-limit.ts), so validation work per client is bounded (docs/security.md#rate-limits).
 */
import { isHttpError } from '@/lib/http/errors';
import { ApiError, apiRoute } from '@/server/api-handlers/handler';
import { takeContactAttempt, takeContactMessage } from '@/server/contact-limit';
import { parseContactBody } from '@/server/contact-schema';
import { catalogClient } from '@/server/services';
import { CACHE_CONTROL } from '@/services/cache-table';

export const config = { api: { bodyParser: { sizeLimit: '16kb' } } };

export default apiRoute(
  ['POST'],
  async (req, res, ctx) => {
    res.setHeader('Cache-Control', CACHE_CONTROL.noStore);
    const attemptWait = takeContactAttempt(req);
    if (attemptWait !== null) throw new ApiError(429, 'Too many messages', { 'Retry-After': String(attemptWait) });
    const parsed = parseContactBody(req.body);
    if (!parsed.ok) {
      res.status(400).json({ message: 'Invalid input', fields: parsed.errors });
      return;
    }
    // Counted only for messages that would reach the service: a shopper fixing field errors is not penalised.
    const wait = takeContactMessage(req);
    if (wait !== null) throw new ApiError(429, 'Too many messages', { 'Retry-After': String(wait) });
    try {
      const { ticketId } = await catalogClient().contact(ctx, parsed.body);
      res.status(201).json({ ticketId });
    } catch (error) {
      if (isHttpError(error) && error.kind === 'bad-request') {
        // The service's own rules refused it: a field error we cannot pin down, shown as a general one.
        res.status(400).json({ message: 'Invalid input', fields: {} });
        return;
      }
      throw error;
    }
  },
  { sameOriginJson: true },
);
