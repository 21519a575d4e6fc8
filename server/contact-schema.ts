/** Server-side check of the contact forms (zod, never bundled for the browser), with the shared limits. */
import { z } from 'zod';
import { CONTACT_LIMITS, isEmailAddress, ORDER_ID_PATTERN, validateContact, type ContactErrors } from '@/lib/contact-rules';

const contactBodySchema = z.object({
  kind: z.enum(['contact', 'ordercontact']),
  name: z.string().trim().min(CONTACT_LIMITS.name.min).max(CONTACT_LIMITS.name.max),
  // The length cap first and a linear-time check (no backtracking pattern): see isEmailAddress.
  email: z.string().trim().max(CONTACT_LIMITS.email.max).refine(isEmailAddress),
  message: z.string().trim().min(CONTACT_LIMITS.message.min).max(CONTACT_LIMITS.message.max),
  orderId: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(ORDER_ID_PATTERN))
    .optional(),
});

type ContactBody = z.infer<typeof contactBodySchema>;

export type ParsedContact = { ok: true; body: ContactBody } | { ok: false; errors: ContactErrors };

/** The body, or per-field error codes (the same codes the browser shows). */
export function parseContactBody(raw: unknown): ParsedContact {
  const record0 = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  // A general message has no order id: whatever was sent in that field is ignored.
  const parsed = contactBodySchema.safeParse(record0.kind === 'contact' ? { ...record0, orderId: undefined } : raw);
  if (parsed.success && (parsed.data.kind === 'contact' || parsed.data.orderId)) {
    return { ok: true, body: parsed.data.kind === 'contact' ? { ...parsed.data, orderId: undefined } : parsed.data };
  }
  const record = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : '');
  const kind = record.kind === 'ordercontact' ? 'ordercontact' : 'contact';
  const errors = validateContact(kind, { name: text('name'), email: text('email'), message: text('message'), orderId: text('orderId') });
  // zod and the shared rules agree; should they not, still never accept the input.
  return { ok: false, errors: Object.keys(errors).length > 0 ? errors : { message: 'required' } };
}
