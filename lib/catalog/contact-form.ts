/**
 * Rules of the contact and order-contact forms, shared by the browser (plain
 * checks, no zod: docs/adr/0002) and the API route (which validates again with
 * zod in server/contact-schema.ts using these limits). Errors are codes the
 * page translates.
 */
export type ContactKind = 'contact' | 'ordercontact';
export type ContactField = 'name' | 'email' | 'message' | 'orderId';
export type ContactErrorCode = 'required' | 'tooShort' | 'tooLong' | 'invalidEmail' | 'invalidOrderId';

export const CONTACT_LIMITS = { name: { min: 2, max: 100 }, message: { min: 10, max: 2000 }, email: { max: 254 } } as const;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const ORDER_ID_PATTERN = /^NF-\d{8}$/;

export interface ContactInput {
  name: string;
  email: string;
  message: string;
  orderId?: string;
}

export type ContactErrors = Partial<Record<ContactField, ContactErrorCode>>;

function length(value: string, min: number, max: number): ContactErrorCode | undefined {
  if (value.length === 0) return 'required';
  if (value.length < min) return 'tooShort';
  if (value.length > max) return 'tooLong';
  return undefined;
}

/** The field errors of a form; empty when the input is valid. Values are trimmed first. */
export function validateContact(kind: ContactKind, input: ContactInput): ContactErrors {
  const errors: ContactErrors = {};
  const name = input.name.trim();
  const email = input.email.trim();
  const message = input.message.trim();
  const orderId = (input.orderId ?? '').trim().toUpperCase();
  const nameError = length(name, CONTACT_LIMITS.name.min, CONTACT_LIMITS.name.max);
  if (nameError) errors.name = nameError;
  if (!email) errors.email = 'required';
  else if (email.length > CONTACT_LIMITS.email.max || !EMAIL_PATTERN.test(email)) errors.email = 'invalidEmail';
  const messageError = length(message, CONTACT_LIMITS.message.min, CONTACT_LIMITS.message.max);
  if (messageError) errors.message = messageError;
  if (kind === 'ordercontact') {
    if (!orderId) errors.orderId = 'required';
    else if (!ORDER_ID_PATTERN.test(orderId)) errors.orderId = 'invalidOrderId';
  }
  return errors;
}
