/**
 * POST /api/contact/: the contact and order-contact forms. Validates with zod
 * (field error codes the page translates), then sends the message to
 * cms/v1/contact and answers the ticket id.
 */
import { isHttpError } from '@/lib/http/errors';
import { apiRoute } from '@/server/api/handler';
import { parseContactBody } from '@/server/contact-schema';
import { catalogClient } from '@/server/services';
import { CACHE_CONTROL } from '@/services/cache-table';

export default apiRoute(['POST'], async (req, res, ctx) => {
  const parsed = parseContactBody(req.body);
  if (!parsed.ok) {
    res.status(400).json({ message: 'Invalid input', fields: parsed.errors });
    return;
  }
  try {
    const { ticketId } = await catalogClient().contact(ctx, parsed.body);
    res.setHeader('Cache-Control', CACHE_CONTROL.noStore);
    res.status(201).json({ ticketId });
  } catch (error) {
    if (isHttpError(error) && error.kind === 'bad-request') {
      // The service's own rules refused it: a field error we cannot pin down, shown as a general one.
      res.status(400).json({ message: 'Invalid input', fields: {} });
      return;
    }
    throw error;
  }
});
