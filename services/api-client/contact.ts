/** The browser's POST of the contact forms to the app's own API (plain guards, no zod: docs/adr/0002). */
import { isHttpError } from '@/lib/http/errors';
import { request } from '@/lib/http/request';
import { guardValidator, hasStrings } from '@/lib/http/validator';
import type { ContactErrors, ContactInput, ContactKind } from '@/lib/contact-rules';
import type { RequestContext } from '@/lib/request-context';

export type ContactResult = { ok: true; ticketId: string } | { ok: false; fields: ContactErrors } | { ok: false; failed: true };

const validate = guardValidator((json: unknown): json is { ticketId: string } => hasStrings(json, ['ticketId']), 'contact answer');

/** `context` is read on every call, so a locale change is picked up. */
export function createContactApi(context: () => RequestContext) {
  return {
    /** POST /api/contact/ */
    async send(kind: ContactKind, input: ContactInput): Promise<ContactResult> {
      try {
        const { ticketId } = await request('/api/contact/', context(), { method: 'POST', body: { kind, ...input }, validate });
        return { ok: true, ticketId };
      } catch (error) {
        // The API checks with the same rules as the form: the caller shows its own field errors.
        if (isHttpError(error) && error.kind === 'bad-request') return { ok: false, fields: {} };
        return { ok: false, failed: true };
      }
    },
  };
}

export type ContactApi = ReturnType<typeof createContactApi>;
