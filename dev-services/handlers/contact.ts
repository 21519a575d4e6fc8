import { randomInt } from 'node:crypto';
import type { ContactErrorResponse, ContactRequest, ContactResponse } from '../../services/catalog/content-types';
import type { RequestContext } from '../context';
import { CONTACT_FIELD_MESSAGES, CONTACT_INVALID } from '../content/contact-messages';
import { ok } from '../http';
import type { Reply } from '../http';
import { boundedText, isEmail, isRecord } from '../lib/validate';

const ORDER_ID = /^NF-\d{8}$/;

/** POST /cms/v1/contact: validates and answers 201 with a ticket id (nothing is sent anywhere). */
export async function postContact(ctx: RequestContext): Promise<Reply> {
  const raw = await ctx.body();
  const body = isRecord(raw) ? raw : {};
  const fields: ContactErrorResponse['fields'] = {};
  const message = (field: keyof ContactRequest): string => CONTACT_FIELD_MESSAGES[field][ctx.locale];
  const kind = body.kind === 'contact' || body.kind === 'ordercontact' ? body.kind : undefined;
  if (!kind) fields.kind = message('kind');
  if (!boundedText(body.name, 2, 100)) fields.name = message('name');
  if (!isEmail(body.email)) fields.email = message('email');
  if (!boundedText(body.message, 10, 2000)) fields.message = message('message');
  const orderId = typeof body.orderId === 'string' ? body.orderId.trim().toUpperCase() : '';
  if (kind === 'ordercontact' && !ORDER_ID.test(orderId)) fields.orderId = message('orderId');
  if (body.orderId !== undefined && body.orderId !== null && typeof body.orderId !== 'string') fields.orderId = message('orderId');
  if (Object.keys(fields).length > 0) {
    const error: ContactErrorResponse = { message: CONTACT_INVALID[ctx.locale], fields };
    return { status: 400, json: error };
  }
  const response: ContactResponse = { data: { ticketId: `CS-${String(randomInt(0, 1_000_000)).padStart(6, '0')}` } };
  return ok(response, 201);
}
