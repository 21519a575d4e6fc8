/**
 * POST /api/contact/: the contact and order-contact forms. Only from our own
 * pages with a JSON body (server/api-handlers/same-origin.ts). Validates with zod
 * (field error codes the page translates), then sends the message to
 * cms/v1/contact and answers the ticket id. The body is at most 16 kB (a
 * message is 2,000 characters); attempts are limited per client before
 * validation and valid messages again (server/contact-limit.ts): 429 with
 * Retry-After past either.
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
