/**
 * POST /api/forms/contact/: the contact forms without JavaScript, with the same checks and limits as
 * pages/api/contact.ts and a one-time key so a resent POST sends one message; answers 303 with
 * `?draft=<id>`. No typed field ever goes in a URL or a log (docs/security.md#plain-forms-bounded-work).
 */
import type { NextApiRequest } from 'next';
import { z } from 'zod';
import { CONTACT_LIMITS } from '@/lib/contact-rules';
import { isHttpError } from '@/lib/http/errors';
import { takeContactAttempt, takeContactMessage } from '../contact-limit';
import { parseContactBody } from '../contact-schema';
import { ensureIdentity } from '../identity';
import { catalogClient, sharedCache } from '../services';
import { DRAFT_PARAM, saveContactDraft, type ContactDraft, type ContactValues } from './contact-draft';
import { field, formRoute, returnPath, seeOther, withNotice } from './form-post';
import { claimFormKey, FORM_KEY_PATTERN, releaseFormKey } from './one-time-key';

const KEY_TTL_SECONDS = 3600;
const kindSchema = z.enum(['contact', 'ordercontact']);

/** A field as typed, cut at twice its limit (the page shows it again; the check says it is too long). */
function typed(body: unknown, name: keyof ContactValues, limit: number): string {
  return (field(body, name) ?? '').slice(0, limit * 2);
}

function valuesOf(body: unknown): ContactValues {
  return {
    name: typed(body, 'name', CONTACT_LIMITS.name.max),
    email: typed(body, 'email', CONTACT_LIMITS.email.max),
    message: typed(body, 'message', CONTACT_LIMITS.message.max),
    orderId: typed(body, 'orderId', 20),
  };
}

/** The form's page without an earlier draft or notice, with `draft=<id>` when given. */
function pageWith(back: string, draftId: string | null): string {
  const url = new URL(withNotice(back, null), 'http://x');
  url.searchParams.delete(DRAFT_PARAM);
  if (draftId) url.searchParams.set(DRAFT_PARAM, draftId);
  return `${url.pathname}${url.search}`;
}

/** Which sent draft answered a key: a second delivery of the same press shows the same case number. */
const answerKey = (userId: string, key: string) => `contact-answer:${userId}:${key}`;

export const contactForm = formRoute(async (req: NextApiRequest, res, ctx, locale) => {
  const back = returnPath(req.body, req.headers, locale);
  const kind = kindSchema.safeParse(field(req.body, 'kind'));
  const formKey = field(req.body, 'key');
  if (!kind.success || !formKey || !FORM_KEY_PATTERN.test(formKey)) return seeOther(res, withNotice(pageWith(back, null), 'form-invalid'));
  const { userId } = ensureIdentity(req, res);
  const values = valuesOf(req.body);
  const answer = async (draft: ContactDraft) => {
    const id = await saveContactDraft(userId, draft);
    // Without a place to keep the draft the page can still say what happened, not what was typed.
    if (id) return seeOther(res, pageWith(back, id));
    return seeOther(res, withNotice(pageWith(back, null), draft.state === 'sent' ? 'contact-sent' : 'error'));
  };
  const redo = (state: 'failed' | 'limited') => answer({ state, kind: kind.data, values });

  if (takeContactAttempt(req) !== null) return redo('limited');
  const parsed = parseContactBody({ kind: kind.data, ...values });
  if (!parsed.ok) return answer({ state: 'invalid', kind: kind.data, values, errors: parsed.errors });

  const press = `contact:${kind.data}`;
  const claim = await claimFormKey(userId, formKey, press);
  if (!claim) {
    const earlier = await sharedCache().get(answerKey(userId, formKey));
    return earlier ? seeOther(res, pageWith(back, earlier)) : seeOther(res, withNotice(pageWith(back, null), 'contact-already'));
  }
  // Counted only for messages that would reach the service, as in the JSON route.
  if (takeContactMessage(req) !== null) {
    await releaseFormKey(claim);
    return redo('limited');
  }
  let ticketId: string;
  try {
    ({ ticketId } = await catalogClient().contact(ctx, parsed.body));
  } catch (error) {
    await releaseFormKey(claim);
    ctx.log.warn({ kind: kind.data, err: isHttpError(error) ? error.kind : 'unknown' }, 'contact form: message not sent');
    return redo('failed');
  }
  const id = await saveContactDraft(userId, { state: 'sent', kind: kind.data, ticketId });
  if (id) await sharedCache().set(answerKey(userId, formKey), id, KEY_TTL_SECONDS);
  seeOther(res, id ? pageWith(back, id) : withNotice(pageWith(back, null), 'contact-sent'));
});
